import { InternalAuthStats } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';
import { authStats } from '../use-cases/auth-stats';

/**
 * GET /internal/stats/auth, for the public entry's admin overview (other services only: without the
 * internal token it answers 404 like a missing route).
 */
export const internalStatsRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stats/auth',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalAuthStats } } },
    async () => authStats(deps),
  );
};
