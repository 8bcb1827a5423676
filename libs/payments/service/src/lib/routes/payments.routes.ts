import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../deps';
import { adminFinanceRoutes } from './admin-finance.routes';
import { internalPaymentsRoutes } from './internal-payments.routes';
import { internalStatsRoutes } from './internal-stats.routes';
import { userPaymentsRoutes } from './user-payments.routes';
import { userStatsRoutes } from './user-stats.routes';
import { walletHistoryRoutes } from './wallet-history.routes';

/** Every payments route. Encapsulated: hooks and decorators registered here stay inside the service. */
export const paymentsRoutes: FastifyPluginAsync<{ deps: PaymentsDeps }> = async (app, { deps }) => {
  await app.register(userPaymentsRoutes, { deps });
  await app.register(userStatsRoutes, { deps });
  await app.register(walletHistoryRoutes, { deps });
  await app.register(internalPaymentsRoutes, { deps });
  await app.register(internalStatsRoutes, { deps });
  await app.register(adminFinanceRoutes, { deps });
};
