import {
  Booking,
  BookingList,
  CancelBookingBody,
  CreateBookingBody,
  errorResponses,
  IdParams,
  MoveBookingBody,
} from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';
import { cancelBooking } from '../use-cases/cancel-booking';
import { createBooking } from '../use-cases/create-booking';
import { getOwnBooking } from '../use-cases/get-booking';
import { listBookings } from '../use-cases/list-bookings';
import { moveBooking } from '../use-cases/move-booking';

/**
 * The signed-in user's bookings: create, list, read, cancel, and move one its charger cannot serve. Someone else's
 * booking is a 404.
 */
export const userBookingsRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['bookings'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/api/bookings',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'createBooking',
        tags,
        security,
        summary: 'Hold a 30-minute slot on a free matching charger (pending until paid)',
        body: CreateBookingBody,
        response: { 201: Booking, ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(deps, {
        userId: request.user.id,
        body: request.body,
        requestId: request.id,
      });
      return reply.code(201).send(booking);
    },
  );

  app.get(
    '/api/bookings',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listBookings',
        tags,
        security,
        summary: 'My bookings, newest first',
        response: { 200: BookingList, ...errorResponses(401) },
      },
    },
    async (request) => listBookings(deps, { userId: request.user.id, requestId: request.id }),
  );

  app.get(
    '/api/bookings/:id',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getBooking',
        tags,
        security,
        summary: 'One of my bookings',
        params: IdParams,
        response: { 200: Booking, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getOwnBooking(deps, { id: request.params.id, ownerId: request.user.id, requestId: request.id }),
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      onRequest: authenticate,
      // The body (a note) is optional: a bare POST is a cancel too.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'cancelBooking',
        tags,
        security,
        summary: 'Cancel my pending or confirmed booking before it starts (a paid one is refunded)',
        params: IdParams,
        body: CancelBookingBody,
        response: { 200: Booking, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      cancelBooking(deps, {
        id: request.params.id,
        userId: request.user.id,
        note: request.body.reason,
        requestId: request.id,
      }),
  );

  app.post(
    '/api/bookings/:id/move',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'moveBooking',
        tags,
        security,
        summary:
          'Move my booking, same slot, to another free charger of the same kind while its own is out of service',
        params: IdParams,
        body: MoveBookingBody,
        response: { 200: Booking, ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request) =>
      moveBooking(deps, {
        id: request.params.id,
        userId: request.user.id,
        chargerIndex: request.body.chargerIndex,
        requestId: request.id,
      }),
  );
};
