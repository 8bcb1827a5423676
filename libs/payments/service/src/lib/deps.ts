import type { ServiceContext } from '@chargesetu/shared/runtime';
import { bookingsClient, type BookingsClient } from './clients/bookings.client';
import { financeRepository, type FinanceRepository } from './repositories/finance.repository';
import { paymentsRepository, type PaymentsRepository } from './repositories/payments.repository';
import { walletRepository, type WalletRepository } from './repositories/wallet.repository';

/**
 * What the payments routes, use cases and consumers work with, built once per service instance from its
 * context. Payments reads no environment variables of its own, so it has no config.
 */
export interface PaymentsDeps {
  ctx: ServiceContext;
  payments: PaymentsRepository;
  wallet: WalletRepository;
  finance: FinanceRepository;
  bookings: BookingsClient;
  now(): Date;
}

export function buildPaymentsDeps(ctx: ServiceContext): PaymentsDeps {
  return {
    ctx,
    payments: paymentsRepository(ctx.dataSource),
    wallet: walletRepository(ctx.dataSource),
    finance: financeRepository(ctx.dataSource),
    bookings: bookingsClient(ctx.services),
    now: () => new Date(),
  };
}
