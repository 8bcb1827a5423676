import { IdParams } from '@chargesetu/shared/contracts';
import { notFound, requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';
import { InternalTokenState, InternalUser, InternalVehicle } from '@chargesetu/shared/contracts';
import { vehicleNotFound } from '../use-cases/vehicle-not-found';

/**
 * For other services only (the gateway never routes /internal, and without the internal token these
 * answer 404 like a missing route). Bookings checks a vehicle's owner and connectors here; every
 * process that does not run auth itself checks tokens against a user's token state here.
 */
export const internalRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/internal/vehicles/:id',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: IdParams, response: { 200: InternalVehicle } },
    },
    async (request) => {
      const vehicle = await deps.vehicles.findById(request.params.id);
      if (!vehicle) throw vehicleNotFound(request.params.id);
      const { id, userId, make, model, registrationNumber, connectorTypes, batteryCapacity } = vehicle;
      return { id, userId, make, model, registrationNumber, connectorTypes, batteryCapacity };
    },
  );

  app.get(
    '/internal/users/:id',
    { onRequest: requireInternal, schema: { hide: true, params: IdParams, response: { 200: InternalUser } } },
    async (request) => {
      const user = await deps.users.findById(request.params.id);
      if (!user) throw notFound(`User ${request.params.id} was not found`);
      return { id: user.id, username: user.username, name: user.name, email: user.email, role: user.role };
    },
  );

  app.get(
    '/internal/users/:id/token-state',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: IdParams, response: { 200: InternalTokenState } },
    },
    // 200 with `exists: false` for an unknown user: a 404 here would look like a missing route.
    async (request) => deps.revokedTokens.stateOf(request.params.id),
  );
};
