import { InternalVehicle } from '@chargesetu/shared/contracts';
import { internalRead, type ServiceClient } from '@chargesetu/shared/runtime';

/** The vehicle's battery capacity, read through auth's internal route (never its tables). */
export function vehiclesClient(services: ServiceClient) {
  return {
    /**
     * The vehicle's batteryCapacity text, or null when the vehicle is gone or has none; `Unavailable`
     * (a 503) when auth cannot be read.
     */
    async batteryCapacity(vehicleId: number, requestId?: string): Promise<string | null> {
      const vehicle = await internalRead(
        services,
        'auth',
        `/internal/vehicles/${vehicleId}`,
        InternalVehicle,
        requestId,
      );
      return vehicle?.batteryCapacity ?? null;
    },
  };
}
export type VehiclesClient = ReturnType<typeof vehiclesClient>;
