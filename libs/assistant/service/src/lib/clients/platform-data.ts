import type { AssistantData } from '@chargesetu/assistant/offline';
import {
  AvailabilityResponse,
  BookingList,
  Station,
  StationList,
  VehicleList,
  type StationsQuery,
} from '@chargesetu/shared/contracts';
import {
  internalCall,
  neighbourUnavailable,
  type ServiceClient,
  type ServiceName,
} from '@chargesetu/shared/runtime';
import type { LatLng } from '@chargesetu/shared/domain';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * Who is asking: the user's own reads forward their bearer token; every read carries the request id;
 * `location` is where their browser said they are, for this question only.
 */
export interface Caller {
  authorization?: string;
  requestId?: string;
  location?: LatLng;
}

/** AssistantData for one question, read as its caller. */
export type PlatformData = (caller: Caller) => AssistantData;

function queryString(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * AssistantData over the owners' APIs (HTTP between processes, in-process inject in the all-in-one
 * mode), each reply checked against its contract. A neighbour that answers neither 200 nor 404, or off
 * its contract, throws `Unavailable`: a failure, never "no data". A list that answers 404 is a failure
 * too. Within one question each URL is read at most once, however often the offline assistant or the
 * model's tools ask for it (a failed read is tried again when asked again). Only the caller's own
 * bookings and vehicles carry their bearer token.
 */
export function platformData(services: ServiceClient, horizonDays: number): PlatformData {
  return (caller) => {
    const reads = new Map<string, Promise<unknown>>();
    const get = <T extends TSchema>(
      service: ServiceName,
      url: string,
      schema: T,
      asUser = false,
    ): Promise<Static<T> | null> => {
      const key = `${service} ${url}`;
      let read = reads.get(key) as Promise<Static<T> | null> | undefined;
      if (!read) {
        const authorization = asUser ? caller.authorization : undefined;
        read = internalCall(services, service, { url, requestId: caller.requestId, authorization }, schema);
        reads.set(key, read);
        read.catch(() => reads.delete(key));
      }
      return read;
    };
    const must = async <T extends TSchema>(
      service: ServiceName,
      url: string,
      schema: T,
      asUser = false,
    ): Promise<Static<T>> => {
      const body = await get(service, url, schema, asUser);
      if (body === null) throw neighbourUnavailable(service);
      return body;
    };

    return {
      stations: (filter: StationsQuery = {}) =>
        must(
          'stations',
          `/api/stations${queryString({
            state: filter.state,
            city: filter.city,
            connector: filter.connector,
            minPower: filter.minPower,
          })}`,
          StationList,
        ),
      station: (id) => get('stations', `/api/stations/${id}`, Station),
      availability: (stationId, f) =>
        get(
          'bookings',
          `/api/stations/${stationId}/availability${queryString({ date: f.date, chargerType: f.chargerType, power: f.power })}`,
          AvailabilityResponse,
        ),
      myBookings: () => must('bookings', '/api/bookings', BookingList, true),
      myVehicles: () => must('auth', '/api/vehicles', VehicleList, true),
      horizonDays,
      location: caller.location,
    };
  };
}
