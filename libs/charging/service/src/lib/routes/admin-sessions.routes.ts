import {
  ADMIN_CHARGING_SESSIONS_PATH,
  AdminChargingSessionList,
  AdminChargingSessionsQuery,
  errorResponses,
} from '@chargesetu/shared/contracts';
import { requireRole } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { ChargingDeps } from '../deps';
import { listAdminSessions } from '../use-cases/list-admin-sessions';

/**
 * GET /api/charging/admin/sessions (administrators only): sessions with where they charged, their energy and
 * cost, and the flag of those closed without the charger's StopTransaction (docs/architecture.md §10). The
 * operator console finds a charger transaction's session here by charge point and transaction id.
 */
export const adminSessionsRoutes: FastifyPluginAsync<{ deps: ChargingDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    ADMIN_CHARGING_SESSIONS_PATH,
    {
      onRequest: requireRole('admin'),
      schema: {
        operationId: 'listAdminChargingSessions',
        tags: ['admin'],
        summary:
          'Charging sessions with their charger transaction, energy, cost and flag (closed without StopTransaction), newest first',
        security: [{ bearerAuth: [] }],
        querystring: AdminChargingSessionsQuery,
        response: { 200: AdminChargingSessionList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminSessions(deps, request.query),
  );
};
