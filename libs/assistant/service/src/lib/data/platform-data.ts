import type {
  AvailabilityResponse,
  Booking,
  Station,
  StationsQuery,
  Vehicle,
} from '@chargesetu/shared/contracts';
import type { ServiceName } from '@chargesetu/shared/runtime';
import type { AssistantDeps } from '../deps';

/** Availability filter: an IST date, optionally one connector type and power. */
export interface AvailabilityFilter {
  date: string;
  chargerType?: string;
  power?: number;
}

/**
 * The live platform data the assistant answers from, through the owners' public APIs: the model's
 * tools and the offline assistant read the same. The user's own reads forward their bearer token.
 */
export interface AssistantData {
  stations(filter?: StationsQuery): Promise<Station[]>;
  /** null when there is no such station. */
  station(id: number): Promise<Station | null>;
  /** null when there is no such station. */
  availability(stationId: number, filter: AvailabilityFilter): Promise<AvailabilityResponse | null>;
  myBookings(): Promise<Booking[]>;
  myVehicles(): Promise<Vehicle[]>;
  /** Days ahead slots can be booked and asked about (BOOKING_HORIZON_DAYS); default 30. */
  readonly horizonDays?: number;
}

/** A neighbour answered something other than 200 or 404: a real failure, never "no data". */
export class DataUnavailableError extends Error {
  constructor(
    readonly service: ServiceName,
    readonly url: string,
    readonly statusCode: number,
  ) {
    super(`${service} answered ${statusCode} to GET ${url.split('?')[0]}`);
    this.name = 'DataUnavailableError';
  }
}

function queryString(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * AssistantData over ctx.services (HTTP between processes, in-process inject in the all-in-one mode).
 * The unfiltered station list is read once per question however often it is asked for.
 */
export function platformData(
  { ctx, config }: AssistantDeps,
  caller: { authorization?: string; requestId?: string },
): AssistantData {
  const get = async <T>(service: ServiceName, url: string, asUser = false): Promise<T | null> => {
    const res = await ctx.services.request(service, {
      url,
      requestId: caller.requestId,
      authorization: asUser ? caller.authorization : undefined,
    });
    if (res.statusCode === 200) return res.body as T;
    if (res.statusCode === 404) return null;
    throw new DataUnavailableError(service, url, res.statusCode);
  };
  const must = async <T>(service: ServiceName, url: string, asUser = false): Promise<T> => {
    const body = await get<T>(service, url, asUser);
    if (body === null) throw new DataUnavailableError(service, url, 404);
    return body;
  };
  let allStations: Promise<Station[]> | undefined;
  return {
    stations(filter = {}) {
      const qs = queryString({
        state: filter.state,
        city: filter.city,
        connector: filter.connector,
        minPower: filter.minPower,
      });
      if (qs) return must<Station[]>('stations', `/api/stations${qs}`);
      allStations ??= must<Station[]>('stations', '/api/stations');
      return allStations;
    },
    station: (id) => get<Station>('stations', `/api/stations/${id}`),
    availability: (stationId, f) =>
      get<AvailabilityResponse>(
        'bookings',
        `/api/stations/${stationId}/availability${queryString({ date: f.date, chargerType: f.chargerType, power: f.power })}`,
      ),
    myBookings: () => must<Booking[]>('bookings', '/api/bookings', true),
    myVehicles: () => must<Vehicle[]>('auth', '/api/vehicles', true),
    horizonDays: config.BOOKING_HORIZON_DAYS,
  };
}
