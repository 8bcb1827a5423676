import type { ServiceModule } from '@chargesetu/shared/runtime';
import { bookingsRoutes } from './routes/bookings.routes';

/**
 * The bookings service: owns the `bookings` schema (ARCHITECTURE section 1). Its tables, routes and event
 * consumers arrive with the feature issue; the outbox and inbox tables come from the host.
 */
export const bookingsService: ServiceModule = {
  name: 'bookings',
  schema: 'bookings',
  entities: [],
  migrations: [],
  routes: bookingsRoutes,
};
