import { InternalAuthStats } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';

/**
 * GET /internal/stats/auth, for the public entry's admin overview (other services only: without the
 * internal token it answers 404 like a missing route). `users` counts drivers, the accounts with role
 * `user`: the administrators who read the figure are not customers of the platform.
 */
export const internalStatsRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stats/auth',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalAuthStats } } },
    async () => {
      const [row] = await deps.dataSource.query(
        `SELECT count(*)::int AS users FROM "auth"."users" WHERE role = 'user'`,
      );
      return { users: Number(row.users) };
    },
  );
};
