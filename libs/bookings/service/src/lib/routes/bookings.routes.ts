import type { ServiceContext } from '@chargesetu/shared/runtime';
import type { FastifyPluginAsync } from 'fastify';

/** Encapsulated: hooks and decorators registered here stay inside the bookings service. */
export const bookingsRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, _opts) => {
  // Routes of the bookings service are added by its feature issue.
};
