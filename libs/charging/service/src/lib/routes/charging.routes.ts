import {
  BookingIdParams,
  ChargingControlBody,
  ChargingSessionList,
  ChargingSessionsQuery,
  ChargingStatus,
  errorResponses,
  IDLE_FEE_PATH,
  IdleFeePolicy,
} from '@chargesetu/shared/contracts';
import { InvalidRequest } from '@chargesetu/shared/domain';
import { authenticate } from '@chargesetu/shared/server-kit';
import { internalCardStartsRoutes } from './internal-card-starts.routes';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { ChargingDeps } from '../deps';
import { adminSessionsRoutes } from './admin-sessions.routes';
import { energyAnalyticsRoutes } from './energy-analytics.routes';
import { MESSAGES } from '../rules/messages';
import { getChargingStatus } from '../use-cases/get-status';
import { idleFeePolicyBody, idleFeePolicyOf } from '../use-cases/idle-fee-policy';
import { listChargingSessions } from '../use-cases/list-sessions';
import { startCharging } from '../use-cases/start-charging';
import { stopCharging } from '../use-cases/stop-charging';

/**
 * The signed-in user's charging sessions: their list (history), and by booking status (polled) and control
 * (start, stop). Someone else's booking is a 404, exactly like a missing one; the list has only their own.
 */
export const chargingRoutes: FastifyPluginAsync<{ deps: ChargingDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['charging'];
  const security = [{ bearerAuth: [] }];
  await app.register(energyAnalyticsRoutes, { deps });
  await app.register(adminSessionsRoutes, { deps });
  await app.register(internalCardStartsRoutes, { deps });

  app.get(
    '/api/charging/sessions',
    {
      onRequest: authenticate,
      // ajv would say "must be <= 50" or "must be integer": name the whole rule instead.
      attachValidation: true,
      schema: {
        operationId: 'listMyChargingSessions',
        tags,
        security,
        summary: 'My charging sessions that charged (running or ended), newest first',
        querystring: ChargingSessionsQuery,
        response: { 200: ChargingSessionList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      if (request.validationError) throw new InvalidRequest(MESSAGES.badLimit);
      return listChargingSessions(deps, { userId: request.user.id, limit: request.query.limit });
    },
  );

  app.get(
    IDLE_FEE_PATH,
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getIdleFeePolicy',
        tags,
        security,
        summary:
          'The idle fee: per minute a car stays plugged in after charging finished, after a grace period (off by default)',
        response: { 200: IdleFeePolicy, ...errorResponses(401) },
      },
    },
    async () => idleFeePolicyBody(idleFeePolicyOf(deps.config)),
  );

  app.get(
    '/api/charging/:bookingId/status',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getChargingStatus',
        tags,
        security,
        summary: 'Live status of the charging session of my booking (pending when not started)',
        params: BookingIdParams,
        response: { 200: ChargingStatus, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request) =>
      getChargingStatus(deps, {
        bookingId: request.params.bookingId,
        userId: request.user.id,
        requestId: request.id,
      }),
  );

  app.post(
    '/api/charging/:bookingId/control',
    {
      onRequest: authenticate,
      // The contract's union would explain a wrong action as "must be equal to constant": say it plainly.
      attachValidation: true,
      schema: {
        operationId: 'controlCharging',
        tags,
        security,
        summary: 'Start or stop charging for my confirmed booking; answers the new status',
        params: BookingIdParams,
        body: ChargingControlBody,
        response: { 200: ChargingStatus, ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      if (request.validationError) {
        if (request.validationError.validationContext === 'body')
          throw new InvalidRequest(MESSAGES.badAction);
        throw request.validationError; // the error handler words params errors like everywhere else
      }
      const input = { bookingId: request.params.bookingId, userId: request.user.id, requestId: request.id };
      return request.body.action === 'start' ? startCharging(deps, input) : stopCharging(deps, input);
    },
  );
};
