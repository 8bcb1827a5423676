import type { ServiceContext } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';

/** Encapsulated: hooks and decorators registered here stay inside the auth service. */
export const authRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, _opts) => {
  // Routes of the auth service are added by its feature issue.
};
