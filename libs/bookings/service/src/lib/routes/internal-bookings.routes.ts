import { IdParams, InternalBooking } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';
import { getBooking } from '../use-cases/get-booking';

/**
 * For other services only (the gateway never routes /internal; without the internal token this
 * answers 404 like a missing route). Payments reads the owner, status, hold and estimate here.
 */
export const internalBookingsRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/bookings/:id',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: IdParams, response: { 200: InternalBooking } },
    },
    async (request) => getBooking(deps, request.params.id),
  );
};
