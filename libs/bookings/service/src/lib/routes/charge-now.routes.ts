import {
  Booking,
  ChargeNowBody,
  ChargeNowConnector,
  ChargeNowParams,
  errorResponses,
} from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';
import { chargeNowConnector, startWalkUp } from '../use-cases/charge-now';

/**
 * Walk-up charging ("Charge now", docs/product.md §4): what a connector's QR code opens (public), and a walk-up
 * on it for the signed-in driver.
 */
export const chargeNowRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['bookings'];

  app.get(
    '/api/charge-now/:code',
    {
      schema: {
        operationId: 'getChargeNowConnector',
        tags,
        security: [],
        summary: 'A connector by its code: live status, price and whether a walk-up can start now',
        params: ChargeNowParams,
        response: { 200: ChargeNowConnector, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) => chargeNowConnector(deps, { code: request.params.code, requestId: request.id }),
  );

  app.post(
    '/api/charge-now',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'startWalkUp',
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Charge now at a connector: a walk-up booking from now, pending until paid',
        body: ChargeNowBody,
        response: { 201: Booking, ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const booking = await startWalkUp(deps, {
        userId: request.user.id,
        body: request.body,
        requestId: request.id,
      });
      return reply.code(201).send(booking);
    },
  );
};
