import { InternalChargePointList } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { OcppDeps } from '../deps';

/** For other services and the charger simulator only (the gateway never routes /internal). */
export const internalChargePointsRoutes: FastifyPluginAsync<{ deps: OcppDeps }> = async (instance, { deps }) => {
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
};
