import type { ServiceModule } from '@chargesetu/shared/runtime';
import { authRoutes } from './routes/auth.routes';

/**
 * The auth service: owns the `auth` schema (ARCHITECTURE section 1). Its tables, routes and event
 * consumers arrive with the feature issue; the outbox and inbox tables come from the host.
 */
export const authService: ServiceModule = {
  name: 'auth',
  schema: 'auth',
  entities: [],
  migrations: [],
  routes: authRoutes,
};
