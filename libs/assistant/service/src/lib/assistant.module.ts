import type { ServiceContext, ServiceModule } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';
import { loadAssistantConfig } from './config';
import { AssistantChatEntity } from './db/entities/assistant-chat.entity';
import { AssistantRateWindowEntity } from './db/entities/assistant-rate-window.entity';
import { CreateAssistantChats1764300000000 } from './db/migrations/1764300000000-create-assistant-chats';
import { assistantDeps } from './deps';
import { assistantRoutes } from './routes/assistant.routes';

/** Encapsulated: hooks and decorators registered here stay inside the assistant service. */
const routes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  loadAssistantConfig(ctx.env); // a bad variable stops the start, naming it
  await app.register(assistantRoutes, { deps: assistantDeps(ctx) });
};

/**
 * The assistant service: owns the `assistant` schema (ARCHITECTURE section 1): the exchanges
 * (assistant_chats) and the per-user rate-limit windows. It reads stations, availability, bookings
 * and vehicles from their owners' APIs; it publishes and consumes no events.
 */
export const assistantService: ServiceModule = {
  name: 'assistant',
  schema: 'assistant',
  entities: [AssistantChatEntity, AssistantRateWindowEntity],
  migrations: [CreateAssistantChats1764300000000],
  routes,
};
