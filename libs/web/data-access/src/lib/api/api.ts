import { createApi } from '@reduxjs/toolkit/query/react';
import { readStoredToken } from '../session/session-storage';
import { createBaseQuery } from './base-query';

/**
 * Cache tag types, singular PascalCase. Lists provide `{ type, id: 'LIST' }`; the spec's refresh rules
 * (section 7, "Refreshes after success") are written as `invalidatesTags` in the features.
 */
export const TAG_TYPES = [
  'User',
  'Station',
  'Availability',
  'Vehicle',
  'Booking',
  'Payment',
  'UserStats',
  'ChargingStatus',
  'AssistantHistory',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query API of the web app. Features add endpoints with `api.injectEndpoints` and write
 * paths without the `/api` prefix (`'/stations'` is GET /api/stations).
 *
 * Spec 7: cached data never goes stale, no refetch on focus or reconnect, no retries (the base query
 * makes exactly one request). Logout empties the cache with `api.util.resetApiState()`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ baseUrl: '/api', getToken: readStoredToken }),
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
