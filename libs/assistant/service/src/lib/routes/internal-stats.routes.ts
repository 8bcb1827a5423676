import { InternalAssistantStats } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { modelConfigured } from '../config';
import type { AssistantDeps } from '../deps';

/**
 * GET /internal/stats/assistant, for the public entry's admin system view: whether a language model is
 * configured, never its URL, key or name (other services only: without the internal token it answers
 * 404 like a missing route).
 */
export const internalStatsRoutes: FastifyPluginAsync<{ deps: AssistantDeps }> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stats/assistant',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalAssistantStats } } },
    async () => ({ languageModel: modelConfigured(deps.config) }),
  );
};
