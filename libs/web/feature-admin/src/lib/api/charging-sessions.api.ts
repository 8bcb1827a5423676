import {
  ADMIN_CHARGING_SESSIONS_MAX_LIMIT,
  ADMIN_CHARGING_SESSIONS_PATH,
  type AdminChargingSessionList,
  type AdminChargingSessionsQuery,
} from '@chargesetu/shared/contracts';
import { api, LIVE, LIVE_POLL } from '@chargesetu/web/data-access';

/** The charging service's sessions for administrators (docs/product.md §7, Charging). */
export const chargingSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/charging/admin/sessions: sessions with their charger transaction, energy, cost (the session's
     * revenue for energy) and flag, newest start first. Refreshed with the console's transactions (an action
     * on a charger may end a session).
     */
    getAdminChargingSessions: build.query<AdminChargingSessionList, AdminChargingSessionsQuery>({
      query: (params) => ({ url: ADMIN_CHARGING_SESSIONS_PATH.replace(/^\/api/, ''), params }),
      providesTags: [{ type: 'ChargePoint', id: 'TRANSACTIONS' }],
      ...LIVE,
    }),
  }),
});

/**
 * The sessions that ran at or after `since` (the console's last 24 h, still running ones included), as many
 * as one read gives: the console finds each charger transaction's session among them.
 */
export const useChargingSessionsSince = (since: string) =>
  chargingSessionsApi.useGetAdminChargingSessionsQuery(
    { since, limit: ADMIN_CHARGING_SESSIONS_MAX_LIMIT },
    LIVE_POLL,
  );
