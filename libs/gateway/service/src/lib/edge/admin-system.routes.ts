import {
  ADMIN_SYSTEM_PATH,
  AdminSystem,
  errorResponses,
  InternalUser,
  type ServiceHealth,
} from '@chargesetu/shared/contracts';
import {
  SERVICE_NAMES,
  serviceUrls,
  type RuntimeConfig,
  type ServiceClient,
  type ServiceName,
} from '@chargesetu/shared/runtime';
import { forbidden, requireRole, unauthorized } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ADMINS_ONLY, read, type ReadContext } from './admin-overview.routes';
import { metricsUrlOf, readQueueFigures, type ProcessQueueFigures } from './system-metrics';

interface AdminSystemOptions {
  config: RuntimeConfig;
  mode: 'platform' | 'gateway';
  services: ServiceClient;
}

/** A service's `/ready`: 200 ready, 503 not ready, anything else (or no answer) unreachable. */
async function readiness(services: ServiceClient, service: ServiceName, requestId: string) {
  try {
    const res = await services.request(service, { url: '/ready', requestId });
    if (res.statusCode === 200) return 'ready' as const;
    if (res.statusCode === 503) return 'not ready' as const;
  } catch {
    // refused, timed out or unreadable: said below
  }
  return 'unreachable' as const;
}

/**
 * GET /api/admin/system: each service's readiness (its `/ready`, through the same client as the overview:
 * in-process in the all-in-one mode, HTTP in the gateway) and its outbox backlog and dead-letter queue
 * depth, read from its process's metrics listener. In the all-in-one mode one process runs every
 * service, so one /ready and one scrape answer for all. A number that cannot be read is null (unknown),
 * never a guess. Administrators only, confirmed with auth like the overview.
 */
export const adminSystemRoutes: FastifyPluginAsync<AdminSystemOptions> = async (
  instance,
  { config, mode, services },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const urls = serviceUrls(config);
  app.get(
    ADMIN_SYSTEM_PATH,
    {
      onRequest: requireRole('admin'),
      schema: {
        operationId: 'getAdminSystem',
        tags: ['admin'],
        summary: "Each service's readiness, outbox backlog and dead-letter queue depth",
        security: [{ bearerAuth: [] }],
        response: { 200: AdminSystem, ...errorResponses(401, 403, 502, 503) },
      },
    },
    async (request) => {
      const ctx: ReadContext = { services, requestId: request.id, log: request.log };
      const caller = await read(ctx, 'auth', `/internal/users/${request.user.id}`, InternalUser, () =>
        unauthorized('Your account no longer exists. Please sign in again.'),
      );
      if (caller.role !== 'admin') throw forbidden(ADMINS_ONLY);

      // One scrape per distinct listener (the all-in-one process has one for every service).
      const scrapes = new Map<string, Promise<ProcessQueueFigures | null>>();
      const figuresOf = (service: ServiceName) => {
        const url = metricsUrlOf(config, mode, service, urls[service]);
        if (!url) return Promise.resolve(null);
        if (!scrapes.has(url)) scrapes.set(url, readQueueFigures(url, config.METRICS_TOKEN));
        return scrapes.get(url) as Promise<ProcessQueueFigures | null>;
      };
      const health = await Promise.all(
        SERVICE_NAMES.map(async (name): Promise<ServiceHealth> => {
          const [status, figures] = await Promise.all([
            readiness(services, name, request.id),
            figuresOf(name),
          ]);
          return {
            name,
            status,
            outboxBacklog: figures?.outboxBacklog.get(name) ?? null,
            deadLetters: figures?.deadLetters.get(name) ?? null,
          };
        }),
      );
      return {
        mode: mode === 'platform' ? ('all-in-one' as const) : ('microservices' as const),
        services: health,
        generatedAt: new Date().toISOString(),
      };
    },
  );
};
