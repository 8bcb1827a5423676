import type { ServiceModule } from '@chargesetu/shared/runtime';
import { chargingRoutes } from './routes/charging.routes';

/**
 * The charging service: owns the `charging` schema (ARCHITECTURE section 1). Its tables, routes and event
 * consumers arrive with the feature issue; the outbox and inbox tables come from the host.
 */
export const chargingService: ServiceModule = {
  name: 'charging',
  schema: 'charging',
  entities: [],
  migrations: [],
  routes: chargingRoutes,
};
