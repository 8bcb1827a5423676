import type { Station, StationsQuery } from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';

/**
 * The catalogue is public and read-only: one cache entry per state/city query and per station, kept for
 * the session (the api's `keepUnusedDataFor: Infinity`). Nothing in the app changes a station, so no
 * endpoint invalidates these tags; they exist so a future admin edit can.
 */
export const stationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/stations, with the finder's state and city (and optionally connector, minPower). */
    getStations: build.query<Station[], StationsQuery | void>({
      query: (query) => ({ url: '/stations', params: { ...(query ?? {}) } }),
      providesTags: (stations) => [
        { type: 'Station', id: 'LIST' },
        ...(stations ?? []).map((s) => ({ type: 'Station' as const, id: s.id })),
      ],
    }),
    /** GET /api/stations/:id; 404 for an unknown id, 400 for a non-numeric one. */
    getStation: build.query<Station, string | number>({
      query: (id) => `/stations/${encodeURIComponent(id)}`,
      providesTags: (_station, _error, id) => [{ type: 'Station', id: Number(id) }],
    }),
  }),
});

export const { useGetStationsQuery, useGetStationQuery } = stationsApi;
