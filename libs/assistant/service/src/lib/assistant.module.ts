import type { ServiceModule } from '@chargesetu/shared/runtime';
import { assistantRoutes } from './routes/assistant.routes';

/**
 * The assistant service: owns the `assistant` schema (ARCHITECTURE section 1). Its tables, routes and event
 * consumers arrive with the feature issue; the outbox and inbox tables come from the host.
 */
export const assistantService: ServiceModule = {
  name: 'assistant',
  schema: 'assistant',
  entities: [],
  migrations: [],
  routes: assistantRoutes,
};
