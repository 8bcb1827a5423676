import { createApi } from '@reduxjs/toolkit/query/react';
import { readStoredToken } from '../session/session-storage';
import { createBaseQuery } from './base-query';

/**
 * Cache tag types, singular PascalCase. Lists provide `{ type, id: 'LIST' }`; the spec's refresh rules
 * (section 7, "Refreshes after success") are written as `invalidatesTags` on the mutations.
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
  'ChargePoint',
  'RfidCard',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Seconds a screen that opens trusts a cached answer; an older one is read again. */
export const FRESH_FOR_S = 30;

/** Seconds an answer no screen shows is kept (going back and forth between screens reads nothing again). */
export const KEEP_UNUSED_FOR_S = 60;

/**
 * The cache policy of endpoints whose answers the server changes by itself: bookings confirmed by the
 * payment event or ended by a finished session, holds that lapse, refunds and settlements on the wallet,
 * other drivers taking slots, the platform's totals. Such an answer is dropped as soon as no screen shows
 * it, so every screen that opens reads it afresh. (The free-chargers badges are a glance, not a booking:
 * they follow the default policy.)
 */
export const LIVE = { keepUnusedDataFor: 0 } as const;

/**
 * The polling of a screen that watches what the chargers change (a station's chargers now, the admin's
 * charge point registry): every 15 s while shown, and not while the browser tab is in the background
 * (nobody is watching; the next poll after it returns catches up).
 */
export const LIVE_POLL = { pollingInterval: 15_000, skipPollingIfUnfocused: true } as const;

/**
 * The one RTK Query API of the web app. Features add endpoints with `api.injectEndpoints` and write
 * paths without the `/api` prefix (`'/stations'` is GET /api/stations).
 *
 * The one cache policy, for every screen (hooks pass no cache options of their own):
 * - What this client changes is refreshed by invalidation: every mutation invalidates the tags of what it
 *   changes (docs/product.md §7's refresh rules). A screen showing an invalidated answer reads it again at
 *   once; one no screen shows is dropped.
 * - A screen that opens reads again an answer older than {@link FRESH_FOR_S}; an answer no screen shows
 *   is kept {@link KEEP_UNUSED_FOR_S}, or not at all for the {@link LIVE} endpoints.
 * - Polling only where a screen watches something change: the charging status, a booking waiting for
 *   its payment's confirmation, a station's live charger statuses and the admin's charge point registry
 *   (the last two every 15 s, not in a background tab). A change of charging status, seen by the poll or answered by a control
 *   action, invalidates once what else it changes.
 * - docs/product.md §7: no refetch on focus or reconnect, no retries (the base query makes exactly one
 *   request).
 *
 * Logout empties the cache with `api.util.resetApiState()`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ baseUrl: '/api', getToken: readStoredToken }),
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_FOR_S,
  refetchOnMountOrArgChange: FRESH_FOR_S,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
