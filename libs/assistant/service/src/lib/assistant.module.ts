import { defineService } from '@chargesetu/shared/runtime';
import { CreateAssistantChats1764300000000 } from './db/migrations/1764300000000-create-assistant-chats';
import { buildAssistantDeps } from './deps';
import { assistantRoutes } from './routes/assistant.routes';

/**
 * The assistant service: owns the `assistant` schema (docs/architecture.md §1): the exchanges
 * (assistant_chats) and the per-user rate-limit windows. It reads stations, availability, bookings
 * and vehicles from their owners' APIs; it publishes and consumes no events.
 */
export const assistantService = defineService({
  name: 'assistant',
  schema: 'assistant',
  migrations: [CreateAssistantChats1764300000000],
  deps: buildAssistantDeps,
  routes: assistantRoutes,
});
