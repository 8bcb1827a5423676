import {
  ChargePointParams,
  ChargerCommandAnswer,
  ChargerCommandBody,
  ChargerConnectorLink,
  InternalChargePointList,
  StationChargerParams,
  errorResponses,
} from '@chargesetu/shared/contracts';
import { NotFound } from '@chargesetu/shared/domain';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { sendCommand } from '../commands/send-command';
import type { OcppDeps } from '../deps';

/** For other services and the charger simulator only (the gateway never routes /internal). */
export const internalChargePointsRoutes: FastifyPluginAsync<{ deps: OcppDeps }> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/internal/charge-points',
    { onRequest: requireInternal, schema: { hide: true, response: { 200: InternalChargePointList } } },
    async () =>
      (await deps.chargePoints.list()).map((cp) => ({
        id: cp.id,
        stationId: cp.stationId,
        connectors: cp.connectors.map((c) => ({ connectorId: c.connectorId, chargerIndex: c.chargerIndex })),
        simulated: cp.simulated,
      })),
  );

  // The charging service asks which charge point and connector a booked charger is, and whether it is online.
  app.get(
    '/internal/stations/:stationId/chargers/:chargerIndex/connector',
    {
      onRequest: requireInternal,
      schema: {
        hide: true,
        params: StationChargerParams,
        response: { 200: ChargerConnectorLink, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { stationId, chargerIndex } = request.params;
      const link = await deps.connectors.linkOf(stationId, chargerIndex);
      if (!link) throw new NotFound(`No charge point serves charger ${chargerIndex} of station ${stationId}`);
      return link;
    },
  );

  // One OCPP call to a charger, for the service that owns the reason (charging's remote start and stop).
  app.post(
    '/internal/charge-points/:chargePointId/commands',
    {
      onRequest: requireInternal,
      schema: {
        hide: true,
        params: ChargePointParams,
        body: ChargerCommandBody,
        response: { 200: ChargerCommandAnswer, ...errorResponses(400, 409, 502, 503) },
      },
    },
    async (request) => {
      const { action, params } = request.body;
      const result = await sendCommand(deps, request.params.chargePointId, action, params as never, {
        requestId: request.id,
      });
      return { result: result as Record<string, unknown> };
    },
  );
};
