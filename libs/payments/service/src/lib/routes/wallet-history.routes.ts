import {
  errorResponses,
  WALLET_HISTORY_DEFAULT_LIMIT,
  WALLET_HISTORY_MAX_LIMIT,
  WalletHistory,
  WalletHistoryQuery,
} from '@chargesetu/shared/contracts';
import { InvalidRequest } from '@chargesetu/shared/domain';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../deps';
import { listWalletHistory } from '../use-cases/list-wallet-history';

/** The refusal of a `limit` outside 1..100 (ajv alone would say "must be <= 100" or "must be integer"). */
export const BAD_WALLET_HISTORY_LIMIT = `querystring.limit must be a whole number from 1 to ${WALLET_HISTORY_MAX_LIMIT}`;

/** GET /api/payments/wallet/history: the signed-in user's own wallet lines, newest first. */
export const walletHistoryRoutes: FastifyPluginAsync<{ deps: PaymentsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/payments/wallet/history',
    {
      onRequest: authenticate,
      attachValidation: true,
      schema: {
        operationId: 'getWalletHistory',
        tags: ['payments'],
        security: [{ bearerAuth: [] }],
        summary: 'My wallet history: wallet payments, refunds and charging settlements, newest first',
        querystring: WalletHistoryQuery,
        response: { 200: WalletHistory, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      if (request.validationError) throw new InvalidRequest(BAD_WALLET_HISTORY_LIMIT);
      return listWalletHistory(deps, {
        userId: request.user.id,
        limit: request.query.limit ?? WALLET_HISTORY_DEFAULT_LIMIT,
      });
    },
  );
};
