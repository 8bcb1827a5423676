import { defineService } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';
import { CreatePayments1764100000000 } from './db/migrations/1764100000000-create-payments';
import { WalletAdjustments1764150000000 } from './db/migrations/1764150000000-wallet-adjustments';
import { buildPaymentsDeps, type PaymentsDeps } from './deps';
import { refundWalletOnBookingCancelled } from './events/refund-wallet-on-booking-cancelled.handler';
import { settleWalletOnChargingSessionCompleted } from './events/settle-wallet-on-charging-session-completed.handler';
import { internalPaymentsRoutes } from './routes/internal-payments.routes';
import { internalStatsRoutes } from './routes/internal-stats.routes';
import { paymentsRoutes } from './routes/payments.routes';
import { userStatsRoutes } from './routes/user-stats.routes';

/** Encapsulated: hooks and decorators registered here stay inside the payments service. */
const routes: FastifyPluginAsync<{ deps: PaymentsDeps }> = async (app, { deps }) => {
  await app.register(paymentsRoutes, { deps });
  await app.register(userStatsRoutes, { deps });
  await app.register(internalPaymentsRoutes, { deps });
  await app.register(internalStatsRoutes, { deps });
};

/**
 * The payments service: owns the `payments` schema (ARCHITECTURE section 1): payments, user_stats (the
 * wallet) and the wallet's ledger. Publishes payment.completed; consumes booking.cancelled (refund) and
 * charging.session.completed (the unused part of the payment back to the wallet).
 */
export const paymentsService = defineService({
  name: 'payments',
  schema: 'payments',
  migrations: [CreatePayments1764100000000, WalletAdjustments1764150000000],
  deps: buildPaymentsDeps,
  routes,
  consumers: [refundWalletOnBookingCancelled, settleWalletOnChargingSessionCompleted],
});
