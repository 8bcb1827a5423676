import type { MessageResponse, Vehicle, VehicleBody } from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';

const LIST = { type: 'Vehicle', id: 'LIST' } as const;

/**
 * Changes to the signed-in user's vehicles (docs/product.md §7). Every change invalidates the list, so it is
 * read again. The list itself (`getVehicles`) is read by
 * the booking and payment screens too, so it lives in data-access.
 */
export const vehiclesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/vehicles with the full form's fields. */
    addVehicle: build.mutation<Vehicle, VehicleBody>({
      query: (body) => ({ url: '/vehicles', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    /** PUT /api/vehicles/:id: the full form sends every field (an empty optional one clears it). */
    updateVehicle: build.mutation<Vehicle, { id: number; body: VehicleBody }>({
      query: ({ id, body }) => ({ url: `/vehicles/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Vehicle', id }],
    }),
    /** DELETE /api/vehicles/:id. */
    deleteVehicle: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/vehicles/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Vehicle', id }],
    }),
  }),
});

export const { useAddVehicleMutation, useUpdateVehicleMutation, useDeleteVehicleMutation } = vehiclesApi;
