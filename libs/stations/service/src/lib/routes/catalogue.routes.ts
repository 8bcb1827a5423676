import { errorResponses, IdParams, Station, StationList, StationsQuery } from '@chargesetu/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { StationsDeps } from '../deps';
import { getStation } from '../use-cases/get-station';
import { listStations } from '../use-cases/list-stations';

/** Public reads of the station catalogue (no sign-in needed). */
export const catalogueRoutes: FastifyPluginAsync<{ deps: StationsDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/stations',
    {
      schema: {
        operationId: 'listStations',
        security: [],
        tags: ['stations'],
        summary: 'List stations, optionally filtered by state, city, connector type and minimum power',
        querystring: StationsQuery,
        response: { 200: StationList, ...errorResponses(400) },
      },
    },
    async (request) => listStations(deps, request.query),
  );

  app.get(
    '/api/stations/:id',
    {
      schema: {
        operationId: 'getStation',
        security: [],
        tags: ['stations'],
        summary: 'One station',
        params: IdParams,
        response: { 200: Station, ...errorResponses(400, 404) },
      },
    },
    async (request) => getStation(deps, request.params.id),
  );
};
