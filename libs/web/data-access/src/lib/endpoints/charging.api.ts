import type {
  ChargingControlBody,
  ChargingSessionSummary,
  ChargingStatus,
  IdleFeePolicy,
} from '@chargesetu/shared/contracts';
import { CHARGING_POLL_ACTIVE_MS, CHARGING_POLL_IDLE_MS } from '@chargesetu/shared/domain';
import { formatInr, translate } from '@chargesetu/web/i18n';
import { api, LIVE, type TagType } from '../api/api';

type Tag = TagType | { type: TagType; id: number | string };

/** The driver's list of sessions (GET /api/charging/sessions). */
const SESSIONS: Tag = { type: 'ChargingStatus', id: 'LIST' };

/**
 * What a session's change of status changes elsewhere: its booking (active, then completed), the list of
 * sessions and, once it has ended, the wallet and payments (the session's cost is settled against the
 * payment).
 */
function changedBySession(bookingId: number, status: ChargingStatus['status']): Tag[] {
  const tags: Tag[] = [{ type: 'Booking', id: bookingId }, { type: 'Booking', id: 'LIST' }, SESSIONS];
  return status === 'completed' ? [...tags, 'UserStats', { type: 'Payment', id: 'LIST' }] : tags;
}

/**
 * The charging calls (docs/product.md §7). The status is polled (see {@link useChargingStatus}). A change of
 * status refreshes what it changed, once, whoever sees it: a control action answers the new status, which
 * replaces the cached one (docs/product.md §7, refreshes after success); the poll sees the changes the
 * server makes by itself (a session that ran its time).
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
    /**
     * GET /api/charging/sessions?limit=: the driver's own sessions that charged, newest first (the server's
     * default of 10 without a limit).
     */
    getChargingSessions: build.query<ChargingSessionSummary[], number | void>({
      query: (limit) => (limit ? `/charging/sessions?limit=${limit}` : '/charging/sessions'),
      providesTags: [SESSIONS],
      // A running session's figures move, and sessions end by themselves: read afresh on every visit.
      ...LIVE,
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
      // The answer is the new status: written over the cached one, so the poll does not see the change a
      // second time and refresh the booking again. Without an answer the status is read again.
      invalidatesTags: (status, _error, { bookingId }) =>
        status ? changedBySession(bookingId, status.status) : [{ type: 'ChargingStatus', id: bookingId }],
      async onQueryStarted({ bookingId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chargingApi.util.upsertQueryEntries([
              { endpointName: 'getChargingStatus', arg: bookingId, value: data },
            ]),
          );
        } catch {
          // The screen toasts the failure.
        }
      },
    }),
    /**
     * GET /api/charging/idle-fee: the idle-fee rule as the server is configured (docs/product.md §4), stated
     * before paying when it is on. Read once per session: it changes only with a deployment.
     */
    getIdleFeePolicy: build.query<IdleFeePolicy, void>({
      query: () => '/charging/idle-fee',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useGetChargingStatusQuery,
  useGetChargingSessionsQuery,
  useControlChargingMutation,
  useGetIdleFeePolicyQuery,
} = chargingApi;

/**
 * docs/product.md §4 "Idle fee", as the payment screen states it before paying, with the server's figures; null
 * while the fee is off (nothing is said).
 */
export function idleFeePolicyText(p: IdleFeePolicy): string | null {
  if (!p.enabled) return null;
  return translate('charging:idleFeePolicy.text', {
    perMinute: formatInr(p.perMinute),
    grace: p.graceMinutes,
  });
}

/**
 * docs/product.md §4 and §9: poll every 3 s while charging, every 10 s otherwise, and stop once completed
 * (0 turns RTK Query's polling off). A session that is starting is polled as fast as a charging one: the
 * charger confirms (or the start fails) within seconds, and the driver is watching for it.
 */
export function chargingPollInterval(status: ChargingStatus | undefined): number {
  if (status?.status === 'completed') return 0;
  return status?.isCharging || status?.status === 'starting'
    ? CHARGING_POLL_ACTIVE_MS
    : CHARGING_POLL_IDLE_MS;
}

/**
 * A session's status, polled as docs/product.md §4 says: the interval follows the last answer (3 s while
 * charging or starting, 10 s otherwise, off once completed), also while the tab is in the background.
 */
export function useChargingStatus(bookingId: number) {
  const { data: cached } = chargingApi.endpoints.getChargingStatus.useQueryState(bookingId);
  return useGetChargingStatusQuery(bookingId, {
    pollingInterval: chargingPollInterval(cached),
    skipPollingIfUnfocused: false,
  });
}
