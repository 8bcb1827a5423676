import { InternalPaymentsStats } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../deps';

// A refund returns the whole amount and turns the payment `refunded`, so the payments still `completed`
// are what was paid and not refunded; an 'adjustment' in the wallet's ledger gives back the unused part
// of a completed payment, so it comes off too. Summed as numeric in PostgreSQL, never as floats.
const REVENUE_SQL = `
  SELECT ROUND(
    COALESCE((SELECT SUM(p.amount) FROM "payments"."payments" p WHERE p.status = 'completed'), 0)
    - COALESCE((SELECT SUM(w.amount) FROM "payments"."wallet_transactions" w
                  JOIN "payments"."payments" p ON p.id = w.payment_id
                 WHERE w.reason = 'adjustment' AND p.status = 'completed'), 0),
    2)::text AS revenue`;

/**
 * GET /internal/stats/payments, for the public entry's admin overview (other services only: without the
 * internal token it answers 404 like a missing route): revenue, what was paid minus what went back.
 */
export const internalStatsRoutes: FastifyPluginAsync<{ deps: PaymentsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stats/payments',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalPaymentsStats } } },
    async () => {
      const [row] = await deps.dataSource.query(REVENUE_SQL);
      return { revenue: String(row.revenue) };
    },
  );
};
