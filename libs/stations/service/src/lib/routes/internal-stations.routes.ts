import { IdParams, Station } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { StationsDeps } from '../deps';
import { getStation } from '../use-cases/get-station';

/**
 * For other services only (the gateway never routes /internal; without the internal token this answers
 * 404 like a missing route). Bookings reads a station's chargers and hours here: every charger entry is
 * one physical charger, and its pricePerKwh is the trusted price.
 */
export const internalStationsRoutes: FastifyPluginAsync<{ deps: StationsDeps }> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/stations/:id',
    { onRequest: requireInternal, schema: { hide: true, params: IdParams, response: { 200: Station } } },
    async (request) => getStation(deps, request.params.id),
  );
};
