import { defineService } from '@chargesetu/shared/runtime';
import { CreatePayments1764100000000 } from './db/migrations/1764100000000-create-payments';
import { WalletAdjustments1764150000000 } from './db/migrations/1764150000000-wallet-adjustments';
import { PaymentSettlements1764800000000 } from './db/migrations/1764800000000-payment-settlements';
import { WalletBalanceAfter1764900000000 } from './db/migrations/1764900000000-wallet-balance-after';
import { NoShowRefunds1765400000000 } from './db/migrations/1765400000000-no-show-refunds';
import { IdleFees1765500001000 } from './db/migrations/1765500001000-idle-fees';
import { buildPaymentsDeps } from './deps';
import { refundShareOnBookingNoShow } from './events/refund-share-on-booking-no-show.handler';
import { refundWalletOnBookingCancelled } from './events/refund-wallet-on-booking-cancelled.handler';
import { settleWalletOnChargingSessionCompleted } from './events/settle-wallet-on-charging-session-completed.handler';
import { takeIdleFeeOnChargingIdleFeeCharged } from './events/take-idle-fee-on-charging-idle-fee-charged.handler';
import { paymentsRoutes } from './routes/payments.routes';

/**
 * The payments service: owns the `payments` schema (docs/architecture.md §1): payments, user_stats (the
 * wallet) and the wallet's ledger. Publishes payment.completed; consumes booking.cancelled (refund) and
 * charging.session.completed (the settlement: the unused part of the payment back to the wallet, and the
 * energy and cost recorded for the receipt) and booking.no-show (the configured share of an unused slot's
 * payment back to the wallet) and charging.idle-fee.charged (the idle fee taken from the wallet, never more than
 * it holds).
 */
export const paymentsService = defineService({
  name: 'payments',
  schema: 'payments',
  migrations: [
    CreatePayments1764100000000,
    WalletAdjustments1764150000000,
    PaymentSettlements1764800000000,
    WalletBalanceAfter1764900000000,
    NoShowRefunds1765400000000,
    IdleFees1765500001000,
  ],
  deps: buildPaymentsDeps,
  routes: paymentsRoutes,
  consumers: [
    refundWalletOnBookingCancelled,
    settleWalletOnChargingSessionCompleted,
    refundShareOnBookingNoShow,
    takeIdleFeeOnChargingIdleFeeCharged,
  ],
});
