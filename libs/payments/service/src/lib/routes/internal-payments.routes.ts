import {
  BookingIdParams,
  InternalWallet,
  Payment,
  UserIdParams,
  WalletPaymentBody,
  WalletPaymentResult,
} from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../deps';
import { getBookingPayment } from '../use-cases/get-booking-payment';
import { getWallet } from '../use-cases/get-wallet';
import { payFromWallet } from '../use-cases/pay-from-wallet';

/**
 * For other services only (the gateway never routes /internal; without the internal token these answer
 * 404 like a missing route): the booking's payment that went through, e.g. for charging to check; and, for
 * a driver's card tapped without a booking, the wallet's balance and the walk-up paid from it.
 */
export const internalPaymentsRoutes: FastifyPluginAsync<{ deps: PaymentsDeps }> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/internal/payments/booking/:bookingId',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: BookingIdParams, response: { 200: Payment } },
    },
    async (request) => getBookingPayment(deps, { bookingId: request.params.bookingId }),
  );

  app.get(
    '/internal/wallets/:userId',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: UserIdParams, response: { 200: InternalWallet } },
    },
    async (request) => getWallet(deps, { userId: request.params.userId }),
  );

  app.post(
    '/internal/payments/wallet',
    {
      onRequest: requireInternal,
      schema: { hide: true, body: WalletPaymentBody, response: { 200: WalletPaymentResult } },
    },
    // 200 either way: paid (a repeat answers the first payment), or why not in words for the driver.
    async (request) => payFromWallet(deps, { body: request.body, requestId: request.id }),
  );
};
