import {
  ADMIN_SYSTEM_PATH,
  AdminSystem,
  AdminSystemQuery,
  errorResponses,
  InternalUser,
} from '@chargesetu/shared/contracts';
import type { RuntimeConfig, ServiceClient } from '@chargesetu/shared/runtime';
import { forbidden, requireRole, unauthorized } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ADMINS_ONLY, read, type ReadContext } from './admin-overview.routes';
import { readSystem } from './system-figures';

interface AdminSystemOptions {
  config: RuntimeConfig;
  mode: 'platform' | 'gateway';
  services: ServiceClient;
}

/**
 * GET /api/admin/system: each service's readiness, outbox backlog, dead letters and schema size, the
 * database size, the public API's response time and what the platform is connected to (see
 * `readSystem`). Administrators only, confirmed with auth like the overview; no query parameters.
 */
export const adminSystemRoutes: FastifyPluginAsync<AdminSystemOptions> = async (
  instance,
  { config, mode, services },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    ADMIN_SYSTEM_PATH,
    {
      onRequest: requireRole('admin'),
      schema: {
        operationId: 'getAdminSystem',
        tags: ['admin'],
        summary:
          "Each service's readiness, outbox backlog, dead letters and schema size; database size, API response time and integrations",
        security: [{ bearerAuth: [] }],
        querystring: AdminSystemQuery,
        response: { 200: AdminSystem, ...errorResponses(400, 401, 403, 502, 503) },
      },
    },
    async (request) => {
      const ctx: ReadContext = { services, requestId: request.id, log: request.log };
      const caller = await read(ctx, 'auth', `/internal/users/${request.user.id}`, InternalUser, () =>
        unauthorized('Your account no longer exists. Please sign in again.'),
      );
      if (caller.role !== 'admin') throw forbidden(ADMINS_ONLY);
      return readSystem({ config, mode, services, requestId: request.id });
    },
  );
};
