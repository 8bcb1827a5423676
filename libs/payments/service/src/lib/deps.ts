import type { ServiceContext } from '@chargesetu/shared/runtime';
import type { DataSource } from 'typeorm';
import { bookingsClient, type BookingsClient } from './clients/bookings.client';
import { paymentsRepository, type PaymentsRepository } from './repositories/payments.repository';
import { walletRepository, type WalletRepository } from './repositories/wallet.repository';

/** What the payments use cases work with; built once per service instance from its context. */
export interface PaymentsDeps {
  ctx: ServiceContext;
  dataSource: DataSource;
  payments: PaymentsRepository;
  wallet: WalletRepository;
  bookings: BookingsClient;
  /** Wakes the outbox relay after a commit, so the event leaves without waiting for the next poll. */
  notifyRelay(): void;
  now(): Date;
}

export function buildPaymentsDeps(ctx: ServiceContext): PaymentsDeps {
  return {
    ctx,
    dataSource: ctx.dataSource,
    payments: paymentsRepository(ctx.dataSource),
    wallet: walletRepository(ctx.dataSource),
    bookings: bookingsClient(ctx.services),
    notifyRelay: () => ctx.relay.notify(),
    now: () => new Date(),
  };
}
