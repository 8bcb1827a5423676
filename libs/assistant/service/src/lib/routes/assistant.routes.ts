import type { ServiceContext } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';

/** Encapsulated: hooks and decorators registered here stay inside the assistant service. */
export const assistantRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, _opts) => {
  // Routes of the assistant service are added by its feature issue.
};
