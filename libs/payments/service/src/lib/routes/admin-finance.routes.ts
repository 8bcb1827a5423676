import {
  ADMIN_FINANCE_PATH,
  AdminFinance,
  AdminFinanceQuery,
  errorResponses,
} from '@chargesetu/shared/contracts';
import { requireRole } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../deps';
import { getFinance } from '../use-cases/get-finance';

/** GET /api/admin/finance, for administrators (docs/product.md §2.14, Financial Management). */
export const adminFinanceRoutes: FastifyPluginAsync<{ deps: PaymentsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    ADMIN_FINANCE_PATH,
    {
      onRequest: requireRole('admin'),
      schema: {
        operationId: 'getAdminFinance',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary:
          'Payments, refunds, settlements and GST by IST day or month over a range, and the latest payments',
        querystring: AdminFinanceQuery,
        response: { 200: AdminFinance, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getFinance(deps, request.query),
  );
};
