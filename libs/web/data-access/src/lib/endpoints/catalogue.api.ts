import {
  stationFigureSource,
  type FreeNowResponse,
  type Station,
  type StationChargersLiveResponse,
  type StationsQuery,
  type Vehicle,
} from '@chargesetu/shared/contracts';
import { api, LIVE, LIVE_POLL } from '../api/api';

/**
 * Reads several features share: the station list (finder, dashboard), one station (station detail,
 * booking screen), free chargers now (station badges, dashboard) and the signed-in user's vehicles
 * (vehicles screens, booking screen, payment screen). The catalogue is public and read-only. Free
 * chargers change all day, but a badge is a glance, not a booking (the slots are read live): moving between
 * station pages reuses a figure younger than the cache policy's freshness, and a booking made or cancelled
 * here invalidates it (`Availability`). A station's chargers as they are now (station detail, booking
 * screen) are a live read, polled while shown ({@link useStationChargersLive}); when that list disagrees
 * with the cached free-now figure of its station, the figure is read again, so the badge and the chips on
 * one screen never tell two stories. The vehicles' changes stay in the vehicles feature and
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
    /** GET /api/stations/:id/chargers/live: every charger of a station, its live status and whether it is free. */
    getStationChargersLive: build.query<StationChargersLiveResponse, number>({
      query: (stationId) => `/stations/${stationId}/chargers/live`,
      providesTags: ['Availability'],
      ...LIVE,
      async onQueryStarted(stationId, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const figures = catalogueApi.endpoints.getFreeNow.select()(getState()).data;
          const figure = figures?.find((f) => f.stationId === stationId);
          const free = data.filter((c) => c.free).length;
          // Only for the same chargers: a station list the server has not re-read yet would disagree forever.
          const stale =
            figure !== undefined &&
            figure.totalChargers === data.length &&
            (figure.freeNow !== free || figure.source !== stationFigureSource(data));
          if (stale) {
            void dispatch(
              catalogueApi.endpoints.getFreeNow.initiate(undefined, { forceRefetch: true, subscribe: false }),
            );
          }
        } catch {
          // The list shows the failure; the figure stays as it was.
        }
      },
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

export const {
  useGetStationsQuery,
  useGetStationQuery,
  useGetFreeNowQuery,
  useGetVehiclesQuery,
  useGetStationChargersLiveQuery,
} = catalogueApi;

/**
 * A station's chargers now, read again every {@link LIVE_POLL} while a screen shows them and
 * the tab is in front (a glance, unlike the charging status, needs no reads in the background).
 */
export function useStationChargersLive(stationId: number) {
  return useGetStationChargersLiveQuery(stationId, {
    ...LIVE_POLL,
  });
}
