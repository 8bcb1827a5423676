import {
  CHARGE_POINTS_PATH,
  ChangeConfigurationBody,
  ChargerConfiguration,
  CommandStatus,
  ChargePointCredentials,
  ChargePointList,
  ChargePointParams,
  RegisterChargePointBody,
  errorResponses,
} from '@chargesetu/shared/contracts';
import { requireRole } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendCommand } from '../commands/send-command';
import type { OcppDeps } from '../deps';
import { publicView, registerChargePoint } from '../use-cases/register-charge-point';
import { replacePassword } from '../use-cases/replace-password';

const baseUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const common = { tags: ['charge points'], security: [{ bearerAuth: [] }] };

/** The charge point registry, for administrators (docs/product.md §2.14). */
export const adminChargePointsRoutes: FastifyPluginAsync<{ deps: OcppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    CHARGE_POINTS_PATH,
    {
      onRequest: requireRole('admin'),
      schema: {
        ...common,
        operationId: 'listChargePoints',
        summary:
          'Every registered charge point: connection state, last heartbeat, what it booted as, connector statuses',
        response: { 200: ChargePointList, ...errorResponses(401, 403) },
      },
    },
    async () => (await deps.chargePoints.list()).map(publicView),
  );

  app.post(
    CHARGE_POINTS_PATH,
    {
      onRequest: requireRole('admin'),
      schema: {
        ...common,
        operationId: 'registerChargePoint',
        summary: 'Register a charger of a station; answers its password (shown once) and connection URL',
        body: RegisterChargePointBody,
        response: { 201: ChargePointCredentials, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const credentials = await registerChargePoint(deps, {
        body: request.body,
        baseUrl: baseUrlOf(request),
        requestId: request.id,
      });
      return reply.code(201).send(credentials);
    },
  );

  app.post(
    `${CHARGE_POINTS_PATH}/:chargePointId/password`,
    {
      onRequest: requireRole('admin'),
      schema: {
        ...common,
        operationId: 'replaceChargePointPassword',
        summary: 'Give a charge point a new password (shown once); its current connection is closed',
        params: ChargePointParams,
        response: { 200: ChargePointCredentials, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      replacePassword(deps, { chargePointId: request.params.chargePointId, baseUrl: baseUrlOf(request) }),
  );

  app.get(
    `${CHARGE_POINTS_PATH}/:chargePointId/configuration`,
    {
      onRequest: requireRole('admin'),
      schema: {
        ...common,
        operationId: 'getChargePointConfiguration',
        summary: 'The charger’s configuration keys (OCPP GetConfiguration)',
        params: ChargePointParams,
        response: { 200: ChargerConfiguration, ...errorResponses(400, 401, 403, 409, 502) },
      },
    },
    async (request) => {
      const answer = await sendCommand(
        deps,
        request.params.chargePointId,
        'GetConfiguration',
        {},
        { requestId: request.id },
      );
      return { configurationKey: answer.configurationKey ?? [], unknownKey: answer.unknownKey ?? [] };
    },
  );

  app.put(
    `${CHARGE_POINTS_PATH}/:chargePointId/configuration`,
    {
      onRequest: requireRole('admin'),
      schema: {
        ...common,
        operationId: 'changeChargePointConfiguration',
        summary:
          'Set one configuration key of the charger, e.g. MeterValueSampleInterval (OCPP ChangeConfiguration)',
        params: ChargePointParams,
        body: ChangeConfigurationBody,
        response: { 200: CommandStatus, ...errorResponses(400, 401, 403, 409, 502) },
      },
    },
    async (request) =>
      sendCommand(deps, request.params.chargePointId, 'ChangeConfiguration', request.body, {
        requestId: request.id,
      }),
  );
};
