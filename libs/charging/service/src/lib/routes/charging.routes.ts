import type { ServiceContext } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';

/** Encapsulated: hooks and decorators registered here stay inside the charging service. */
export const chargingRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, _opts) => {
  // Routes of the charging service are added by its feature issue.
};
