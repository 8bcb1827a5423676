import { BookingIdParams, Payment } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../deps';
import { getBookingPayment } from '../use-cases/get-booking-payment';

/**
 * For other services only (the gateway never routes /internal; without the internal token this answers
 * 404 like a missing route): the booking's payment that went through, e.g. for charging to check.
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
};
