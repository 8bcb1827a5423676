import { errorResponses, UserStats } from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../deps';
import { getUserStats } from '../use-cases/get-user-stats';

/** The signed-in user's wallet and rewards; the row is created with the spec's defaults on first read. */
export const userStatsRoutes: FastifyPluginAsync<{ deps: PaymentsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/user/stats',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getUserStats',
        tags: ['payments'],
        security: [{ bearerAuth: [] }],
        summary: 'My wallet balance, reward points and total savings',
        response: { 200: UserStats, ...errorResponses(401) },
      },
    },
    async (request) => getUserStats(deps, { userId: request.user.id }),
  );
};
