import { InternalPaymentsStats } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../deps';
import { getRevenue } from '../use-cases/get-revenue';

/**
 * GET /internal/stats/payments, for the public entry's admin overview (other services only: without the
 * internal token it answers 404 like a missing route): revenue, what was paid minus what went back.
 */
export const internalStatsRoutes: FastifyPluginAsync<{ deps: PaymentsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stats/payments',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalPaymentsStats } } },
    async () => getRevenue(deps),
  );
};
