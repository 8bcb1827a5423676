import {
  errorResponses,
  IdParams,
  MessageResponse,
  Vehicle,
  VehicleBody,
  VEHICLE_RULES,
  VehicleList,
  VehicleUpdateBody,
} from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';
import { addVehicle } from '../use-cases/add-vehicle';
import { getVehicle } from '../use-cases/get-vehicle';
import { listVehicles } from '../use-cases/list-vehicles';
import { removeVehicle, VEHICLE_REMOVED } from '../use-cases/remove-vehicle';
import { updateVehicle } from '../use-cases/update-vehicle';
import { rejectInvalid } from '../validation/friendly-validation';

const tags = ['vehicles'];
const security = [{ bearerAuth: [] }];
// The token is checked on request, before the body is even parsed; then a failed schema gets its message.
const checked = { onRequest: authenticate, attachValidation: true, preHandler: rejectInvalid(VEHICLE_RULES) };

/** The signed-in user's vehicles. Someone else's vehicle is a 404, exactly like a missing one. */
export const vehiclesRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/vehicles',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listVehicles',
        tags,
        security,
        summary: 'My vehicles',
        response: { 200: VehicleList, ...errorResponses(401) },
      },
    },
    async (request) => listVehicles(deps, request.user.id),
  );

  app.post(
    '/api/vehicles',
    {
      ...checked,
      schema: {
        operationId: 'createVehicle',
        tags,
        security,
        summary: 'Add a vehicle',
        body: VehicleBody,
        response: { 201: Vehicle, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await addVehicle(deps, request.user.id, request.body)),
  );

  app.get(
    '/api/vehicles/:id',
    {
      ...checked,
      schema: {
        operationId: 'getVehicle',
        tags,
        security,
        summary: 'One of my vehicles',
        params: IdParams,
        response: { 200: Vehicle, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getVehicle(deps, request.user.id, request.params.id),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    const partial = method === 'PATCH';
    app.route({
      method,
      url: '/api/vehicles/:id',
      ...checked,
      schema: {
        operationId: partial ? 'updateVehicle' : 'replaceVehicle',
        tags,
        security,
        summary: partial ? 'Change some fields of a vehicle' : 'Replace a vehicle’s fields',
        params: IdParams,
        body: partial ? VehicleUpdateBody : VehicleBody,
        response: { 200: Vehicle, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) =>
        updateVehicle(deps, request.user.id, request.params.id, request.body, partial),
    });
  }

  app.delete(
    '/api/vehicles/:id',
    {
      ...checked,
      schema: {
        operationId: 'deleteVehicle',
        tags,
        security,
        summary: 'Delete a vehicle',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await removeVehicle(deps, request.user.id, request.params.id);
      return { message: VEHICLE_REMOVED };
    },
  );
};
