import type { ServiceModule } from '@chargesetu/shared/runtime';
import { paymentsRoutes } from './routes/payments.routes';

/**
 * The payments service: owns the `payments` schema (ARCHITECTURE section 1). Its tables, routes and event
 * consumers arrive with the feature issue; the outbox and inbox tables come from the host.
 */
export const paymentsService: ServiceModule = {
  name: 'payments',
  schema: 'payments',
  entities: [],
  migrations: [],
  routes: paymentsRoutes,
};
