import { BookingPolicy, errorResponses } from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';

/**
 * GET /api/bookings/policy: the no-show rule's figures as configured (docs/product.md §4), for the booking and
 * payment screens to state before the driver pays. Never written into the web app.
 */
export const bookingPolicyRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/bookings/policy',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getBookingPolicy',
        tags: ['bookings'],
        security: [{ bearerAuth: [] }],
        summary:
          'The no-show rule: how long a reserved connector is held, and what an unused booking refunds',
        response: { 200: BookingPolicy, ...errorResponses(401) },
      },
    },
    async (): Promise<BookingPolicy> => ({
      noShowRefundPercent: deps.config.NO_SHOW_REFUND_PERCENT,
      reservationGraceMinutes: deps.config.RESERVATION_GRACE_MINUTES,
    }),
  );
};
