import {
  AvailabilityQuery,
  AvailabilityResponse,
  errorResponses,
  FreeNowQuery,
  FreeNowResponse,
  IdParams,
  StationChargersLiveResponse,
} from '@chargesetu/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { BookingsDeps } from '../deps';
import { freeChargersNow } from '../use-cases/free-chargers-now';
import { getAvailability } from '../use-cases/get-availability';
import { stationChargersLive } from '../use-cases/station-chargers-live';

/**
 * Public (no sign-in): a station's slots for a day, the live free-charger figure for the cards, and a
 * station's chargers as they are now.
 */
export const availabilityRoutes: FastifyPluginAsync<{ deps: BookingsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/stations/:id/availability',
    {
      schema: {
        operationId: 'getStationAvailability',
        security: [],
        tags: ['bookings'],
        summary: "A station's 30-minute slots for an IST date and whether each can be booked",
        params: IdParams,
        querystring: AvailabilityQuery,
        response: { 200: AvailabilityResponse, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) =>
      getAvailability(deps, { stationId: request.params.id, query: request.query, requestId: request.id }),
  );

  app.get(
    '/api/availability/now',
    {
      schema: {
        operationId: 'getAvailabilityNow',
        security: [],
        tags: ['bookings'],
        summary: 'Free chargers right now per station, with an Available / Limited / Busy level',
        querystring: FreeNowQuery,
        response: { 200: FreeNowResponse, ...errorResponses(400, 503) },
      },
    },
    async (request) =>
      freeChargersNow(deps, {
        stationIds: request.query.stationIds?.split(',').map(Number),
        requestId: request.id,
      }),
  );

  app.get(
    '/api/stations/:id/chargers/live',
    {
      schema: {
        operationId: 'getStationChargersLive',
        security: [],
        tags: ['bookings'],
        summary:
          "A station's chargers now: each one's live status as the charger reports it (or none), and whether it is free",
        params: IdParams,
        response: { 200: StationChargersLiveResponse, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) => stationChargersLive(deps, { stationId: request.params.id, requestId: request.id }),
  );
};
