import {
  IdParams,
  InternalTokenState,
  InternalUser,
  InternalVehicle,
  InternalVehicleList,
} from '@chargesetu/shared/contracts';
import { requireInternal } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';
import { tokenStateOf } from '../use-cases/token-state';
import { userForService } from '../use-cases/user-for-service';
import { userVehiclesForService } from '../use-cases/user-vehicles-for-service';
import { vehicleForService } from '../use-cases/vehicle-for-service';

/**
 * For other services only (the gateway never routes /internal, and without the internal token these
 * answer 404 like a missing route). Bookings checks a vehicle's owner and connectors here, charging lists
 * a card holder's vehicles here; every process that does not run auth itself checks tokens against a user's
 * token state here.
 */
export const internalRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/internal/vehicles/:id',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: IdParams, response: { 200: InternalVehicle } },
    },
    async (request) => vehicleForService(deps, request.params.id),
  );

  app.get(
    '/internal/users/:id',
    { onRequest: requireInternal, schema: { hide: true, params: IdParams, response: { 200: InternalUser } } },
    async (request) => userForService(deps, request.params.id),
  );

  app.get(
    '/internal/users/:id/vehicles',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: IdParams, response: { 200: InternalVehicleList } },
    },
    // Oldest first; [] for a user without vehicles or an unknown user.
    async (request) => userVehiclesForService(deps, request.params.id),
  );

  app.get(
    '/internal/users/:id/token-state',
    {
      onRequest: requireInternal,
      schema: { hide: true, params: IdParams, response: { 200: InternalTokenState } },
    },
    // 200 with `exists: false` for an unknown user: a 404 here would look like a missing route.
    async (request) => tokenStateOf(deps, request.params.id),
  );
};
