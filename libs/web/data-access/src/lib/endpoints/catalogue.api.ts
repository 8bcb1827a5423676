import type { FreeNowResponse, Station, StationsQuery, Vehicle } from '@chargesetu/shared/contracts';
import { api } from '../api/api';

/**
 * Reads several features share: the station list (finder, dashboard), one station (station detail,
 * booking screen), free chargers now (station badges, dashboard) and the signed-in user's vehicles
 * (vehicles screens, booking screen, payment screen). The catalogue is public and read-only. Free
 * chargers change all day, but a badge is a glance, not a booking (the slots are read live): moving between
 * station pages reuses a figure younger than the cache policy's freshness, and a booking made or cancelled
 * here invalidates it (`Availability`). The vehicles' changes stay in the vehicles feature and
 * invalidate `{ type: 'Vehicle', id: 'LIST' }`, which refreshes this list (docs/product.md §7).
 */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/stations, optionally filtered by state, city, connector and minimum power. */
    getStations: build.query<Station[], StationsQuery | void>({
      query: (query) => ({ url: '/stations', params: { ...(query ?? {}) } }),
      providesTags: (stations) => [
        { type: 'Station', id: 'LIST' },
        ...(stations ?? []).map((s) => ({ type: 'Station' as const, id: s.id })),
      ],
    }),
    /** GET /api/availability/now: free chargers right now at every station, one request for all badges. */
    getFreeNow: build.query<FreeNowResponse, void>({
      query: () => '/availability/now',
      providesTags: ['Availability'],
    }),
    /** GET /api/stations/:id; 404 for an unknown id, 400 for a non-numeric one. */
    getStation: build.query<Station, string | number>({
      query: (id) => `/stations/${encodeURIComponent(id)}`,
      providesTags: (_station, _error, id) => [{ type: 'Station', id: Number(id) }],
    }),
    /** GET /api/vehicles. */
    getVehicles: build.query<Vehicle[], void>({
      query: () => '/vehicles',
      providesTags: (vehicles) => [
        { type: 'Vehicle', id: 'LIST' },
        ...(vehicles ?? []).map((v) => ({ type: 'Vehicle' as const, id: v.id })),
      ],
    }),
  }),
});

export const { useGetStationsQuery, useGetStationQuery, useGetFreeNowQuery, useGetVehiclesQuery } =
  catalogueApi;
