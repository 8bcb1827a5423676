import {
  BookingIdParams,
  CreatePaymentBody,
  CreatePaymentResponse,
  errorResponses,
  IdParams,
  Payment,
  PaymentList,
  ReceiptQuery,
} from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../deps';
import { createPayment } from '../use-cases/create-payment';
import { getBookingPayment } from '../use-cases/get-booking-payment';
import { getPaymentReceipt } from '../use-cases/get-payment-receipt';
import { listPayments } from '../use-cases/list-payments';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's payments. Anything of another user is a 404, exactly like a missing one. */
export const userPaymentsRoutes: FastifyPluginAsync<{ deps: PaymentsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/payments',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'createPayment',
        tags,
        security,
        summary: 'Pay for a pending booking (simulated); a repeat answers 200 with the first payment',
        body: CreatePaymentBody,
        response: {
          200: CreatePaymentResponse,
          201: CreatePaymentResponse,
          ...errorResponses(400, 401, 402, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { created, ...result } = await createPayment(deps, {
        userId: request.user.id,
        body: request.body,
        requestId: request.id,
      });
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/payments',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listPayments',
        tags,
        security,
        summary: 'My payments, declined attempts included, newest first',
        response: { 200: PaymentList, ...errorResponses(401) },
      },
    },
    async (request) => listPayments(deps, { userId: request.user.id }),
  );

  app.get(
    '/api/payments/booking/:bookingId',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getBookingPayment',
        tags,
        security,
        summary: 'The payment of one of my bookings (the one that went through)',
        params: BookingIdParams,
        response: { 200: Payment, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getBookingPayment(deps, { bookingId: request.params.bookingId, userId: request.user.id }),
  );

  app.get(
    '/api/payments/:id/receipt',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getPaymentReceipt',
        tags,
        security,
        summary: 'Tax receipt of one of my payments, as a PDF download',
        params: IdParams,
        querystring: ReceiptQuery,
        produces: ['application/pdf'],
        response: {
          200: { description: 'The receipt (application/pdf)', type: 'string', format: 'binary' },
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await getPaymentReceipt(deps, {
        paymentId: request.params.id,
        userId: request.user.id,
        lang: request.query.lang,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
