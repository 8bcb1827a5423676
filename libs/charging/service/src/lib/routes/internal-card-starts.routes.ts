import { CardStartBody, CardStartResult } from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { ChargingDeps } from '../deps';
import { startByCard } from '../use-cases/start-by-card';

/**
 * For the ocpp service only (the gateway never routes /internal; without the internal token this answers 404
 * like a missing route): the session of a transaction a driver's RFID card began.
 */
export const internalCardStartsRoutes: FastifyPluginAsync<{ deps: ChargingDeps }> = async (
  instance,
  { deps },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/internal/charging/card-starts',
    {
      onRequest: requireInternal,
      schema: { hide: true, body: CardStartBody, response: { 200: CardStartResult } },
    },
    async (request) => startByCard(deps, request.body, request.id),
  );
};
