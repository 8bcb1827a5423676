import type { ServiceContext } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';

/** Encapsulated: hooks and decorators registered here stay inside the payments service. */
export const paymentsRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, _opts) => {
  // Routes of the payments service are added by its feature issue.
};
