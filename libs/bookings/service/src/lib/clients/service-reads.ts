import type { Station } from '@chargesetu/shared/contracts';
import type { ServiceContext } from '@chargesetu/shared/runtime';

/** What bookings reads of a vehicle (auth's GET /internal/vehicles/:id). */
export interface VehicleView {
  id: number;
  userId: number;
  connectorTypes: string[];
}

/**
 * One internal read: the body on 200, null on 404, and an error (a 500 for our caller) otherwise, so a
 * broken neighbour is never mistaken for a missing record.
 */
async function read<T>(
  ctx: ServiceContext,
  service: 'stations' | 'auth',
  url: string,
  requestId?: string,
): Promise<T | null> {
  const res = await ctx.services.request(service, { url, requestId });
  if (res.statusCode === 200) return res.body as T;
  if (res.statusCode === 404) return null;
  throw new Error(`${service} answered ${res.statusCode} to GET ${url}`);
}

export const readStation = (ctx: ServiceContext, id: number, requestId?: string) =>
  read<Station>(ctx, 'stations', `/internal/stations/${id}`, requestId);

export const readVehicle = (ctx: ServiceContext, id: number, requestId?: string) =>
  read<VehicleView>(ctx, 'auth', `/internal/vehicles/${id}`, requestId);

/** Every station (the public list): for the charger counts behind "free chargers now". */
export async function listStations(ctx: ServiceContext, requestId?: string): Promise<Station[]> {
  const stations = await read<Station[]>(ctx, 'stations', '/api/stations', requestId);
  if (!stations) throw new Error('stations answered 404 to GET /api/stations');
  return stations;
}
