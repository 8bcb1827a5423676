import {
  CardWalkUpBody,
  CardWalkUpResult,
  ChargingClaimBody,
  ChargingClaimRelease,
  ChargingClaimResult,
  CurrentBookingQuery,
  IdParams,
  InternalBooking,
  StartingBookingList,
  StartingBookingsQuery,
  errorResponses,
} from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';
import { bookingsStarting } from '../use-cases/bookings-starting';
import { startCardWalkUp } from '../use-cases/card-walk-up';
import { claimForCharging, releaseChargingClaim } from '../use-cases/claim-for-charging';
import { currentBooking } from '../use-cases/current-booking';
import { getBooking } from '../use-cases/get-booking';

/**
 * For other services only (the gateway never routes /internal; without the internal token this
 * answers 404 like a missing route). Payments reads the owner, status, hold and estimate here;
 * charging reads the booking and claims it before it starts a session, lists the paid bookings about to
 * start (it reserves their connectors) and makes the walk-up a driver's card tap pays from the wallet; ocpp
 * asks which booking lets a driver's idTag charge on a charger now.
 */
export const internalBookingsRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  // ocpp: the booking that lets a driver's idTag charge on one of these chargers now (404: none).
  // A static segment: the router prefers it to /:id.
  app.get(
    '/internal/bookings/current',
    {
      onRequest: requireInternal,
      schema: {
        hide: true,
        querystring: CurrentBookingQuery,
        response: { 200: InternalBooking, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const q = request.query;
      return currentBooking(deps, {
        userId: q.userId,
        stationId: q.stationId,
        chargerIndexes: q.chargerIndexes.split(',').map(Number),
        at: new Date(q.at),
        earlyStartMinutes: q.earlyStartMinutes ?? 0,
      });
    },
  );
  // charging: the paid bookings whose slot starts soon (it reserves their connectors). A static segment too.
  app.get(
    '/internal/bookings/starting',
    {
      onRequest: requireInternal,
      schema: {
        hide: true,
        querystring: StartingBookingsQuery,
        response: { 200: StartingBookingList, ...errorResponses(400) },
      },
    },
    async (request) => {
      const q = request.query;
      return bookingsStarting(deps, { from: new Date(q.from), to: new Date(q.to), limit: q.limit ?? 200 });
    },
  );
  app.get(
    '/internal/bookings/:id',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: IdParams, response: { 200: InternalBooking } },
    },
    async (request) => getBooking(deps, { id: request.params.id }),
  );
  // Charging claims a confirmed booking (-> active) before it creates the session, and releases the
  // claim when the session could not be created: a start and a cancel never both succeed.
  app.post(
    '/internal/bookings/:id/charging-claim',
    {
      onRequest: requireInternal,
      schema: {
        hide: true,
        params: IdParams,
        body: ChargingClaimBody,
        response: { 200: ChargingClaimResult },
      },
    },
    async (request) => claimForCharging(deps, { id: request.params.id, claimId: request.body.claimId }),
  );
  app.post(
    '/internal/bookings/:id/charging-claim/release',
    {
      onRequest: requireInternal,
      schema: {
        hide: true,
        params: IdParams,
        body: ChargingClaimBody,
        response: { 200: ChargingClaimRelease },
      },
    },
    async (request) => releaseChargingClaim(deps, { id: request.params.id, claimId: request.body.claimId }),
  );
  // charging: the walk-up a card tap without a booking pays from the wallet; a refusal is a 200 with its reason.
  app.post(
    '/internal/walk-ups',
    {
      onRequest: requireInternal,
      schema: { hide: true, body: CardWalkUpBody, response: { 200: CardWalkUpResult } },
    },
    async (request) => startCardWalkUp(deps, { body: request.body, requestId: request.id }),
  );
};
