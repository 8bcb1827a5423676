import { DriverIdTag, ID_TAG_PATH, UserIdParams, errorResponses } from '@chargesetu/shared/contracts';
import { authenticate, requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { OcppDeps } from '../deps';
import { driverIdTag } from '../id-tags/driver-id-tag';

/**
 * Drivers' idTags: the signed-in driver's own (the profile shows it), and any driver's for the charging
 * service, which sends it in RemoteStartTransaction. Made on first use; the same ever after.
 */
export const idTagsRoutes: FastifyPluginAsync<{ deps: OcppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    ID_TAG_PATH,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getMyIdTag',
        tags: ['id tags'],
        security: [{ bearerAuth: [] }],
        summary: 'My charging ID (OCPP idTag): chargers that ask for an RFID card accept it while I have a booking on them',
        response: { 200: DriverIdTag, ...errorResponses(401) },
      },
    },
    async (request) => driverIdTag(deps, { userId: request.user.id }),
  );

  // For other services only (the gateway never routes /internal; without the token: 404).
  app.get(
    '/internal/id-tags/users/:userId',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: UserIdParams, response: { 200: DriverIdTag } },
    },
    async (request) => driverIdTag(deps, { userId: request.params.userId }),
  );
};
