import type { ChargingControlBody, ChargingStatus } from '@chargesetu/shared/contracts';
import { CHARGING_POLL_ACTIVE_MS, CHARGING_POLL_IDLE_MS } from '@chargesetu/shared/domain';
import { api, LIVE, type TagType } from '../api/api';

type Tag = TagType | { type: TagType; id: number | string };

/**
 * What a session's change of status changes elsewhere: its booking (active, then completed) and, once it
 * has ended, the wallet and payments (the session's cost is settled against the payment).
 */
function changedBySession(bookingId: number, status: ChargingStatus['status']): Tag[] {
  const tags: Tag[] = [
    { type: 'Booking', id: bookingId },
    { type: 'Booking', id: 'LIST' },
  ];
  return status === 'completed' ? [...tags, 'UserStats', { type: 'Payment', id: 'LIST' }] : tags;
}

/**
 * The charging calls (docs/product.md §7). The status is polled (see {@link useChargingStatus}); a control
 * action refreshes the status and the booking (docs/product.md §7, refreshes after success), and a change of
 * status the poll sees (a session that ran its time) refreshes what it changed.
 */
export const chargingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/charging/:bookingId/status. */
    getChargingStatus: build.query<ChargingStatus, number>({
      query: (bookingId) => `/charging/${bookingId}/status`,
      providesTags: (_status, _error, bookingId) => [{ type: 'ChargingStatus', id: bookingId }],
      ...LIVE,
      async onQueryStarted(bookingId, { dispatch, getState, queryFulfilled }) {
        const before = chargingApi.endpoints.getChargingStatus.select(bookingId)(getState()).data?.status;
        try {
          const { data } = await queryFulfilled;
          if (before !== undefined && before !== data.status) {
            dispatch(api.util.invalidateTags(changedBySession(bookingId, data.status)));
          }
        } catch {
          // The screen shows the failure; nothing changed.
        }
      },
    }),
    /** POST /api/charging/:bookingId/control with action start or stop; answers the new status. */
    controlCharging: build.mutation<
      ChargingStatus,
      { bookingId: number; action: ChargingControlBody['action'] }
    >({
      query: ({ bookingId, action }) => ({
        url: `/charging/${bookingId}/control`,
        method: 'POST',
        body: { action } satisfies ChargingControlBody,
      }),
      invalidatesTags: (_status, _error, { bookingId }) => [
        { type: 'ChargingStatus', id: bookingId },
        { type: 'Booking', id: bookingId },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetChargingStatusQuery, useControlChargingMutation } = chargingApi;

/**
 * docs/product.md §4 and §9: poll every 3 s while charging, every 10 s otherwise, and stop once completed
 * (0 turns RTK Query's polling off).
 */
export function chargingPollInterval(status: ChargingStatus | undefined): number {
  if (status?.status === 'completed') return 0;
  return status?.isCharging ? CHARGING_POLL_ACTIVE_MS : CHARGING_POLL_IDLE_MS;
}

/**
 * A session's status, polled as docs/product.md §4 says: the interval follows the last answer (3 s while
 * charging, 10 s otherwise, off once completed), also while the tab is in the background.
 */
export function useChargingStatus(bookingId: number) {
  const { data: cached } = chargingApi.endpoints.getChargingStatus.useQueryState(bookingId);
  return useGetChargingStatusQuery(bookingId, {
    pollingInterval: chargingPollInterval(cached),
    skipPollingIfUnfocused: false,
  });
}
