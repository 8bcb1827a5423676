import {
  CHARGE_POINTS_PATH,
  type ChangeAvailabilityBody,
  type ChangeConfigurationBody,
  type ChargePointCredentials,
  type ChargerConfiguration,
  type CommandStatus,
  type ChargePointList,
  type RegisterChargePointBody,
  type AuditPage,
  type AuditQuery,
  type ChargerOverview,
  type ChargerOverviewQuery,
  type ConsoleTransactionList,
  type RemoteStopBody,
  type ResetBody,
  type StatusHistory,
  type TriggerStatusBody,
  type UnlockBody,
  CHARGER_AUDIT_PATH,
  CHARGER_OVERVIEW_PATH,
  CHARGER_TRANSACTIONS_PATH,
} from '@chargesetu/shared/contracts';
import { api, LIVE, LIVE_POLL } from '@chargesetu/web/data-access';

/** The contract's public path without the `/api` the one base query adds. */
const PATH = CHARGE_POINTS_PATH.replace(/^\/api/, '');

const pathOf = (chargePointId: string) => `${PATH}/${encodeURIComponent(chargePointId)}`;

/** A command sent to one charger: its id and the request body. */
export interface ChargerCommand<Body> {
  chargePointId: string;
  body: Body;
}

/** The answers to ChangeAvailability after which the connector's status changes (now or after the session). */
const AVAILABILITY_CHANGES = new Set(['Accepted', 'Scheduled']);

/** The registry's one cache tag: registering a charge point or giving it a new password refreshes the list. */
export const CHARGE_POINTS_TAG = { type: 'ChargePoint', id: 'LIST' } as const;

/**
 * The operator console's reads: every action refreshes the chargers, the transactions and the audit log
 * (the action is in the log whatever its result; a charger's answer may change its state).
 */
const CONSOLE_TAGS = [
  CHARGE_POINTS_TAG,
  { type: 'ChargePoint', id: 'OVERVIEW' },
  { type: 'ChargePoint', id: 'TRANSACTIONS' },
  { type: 'ChargePoint', id: 'AUDIT' },
  { type: 'ChargePoint', id: 'HISTORY' },
] as const;

/** Drops the undefined filters, so an unset filter is not sent as "undefined". */
const defined = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/** The charge point registry of the ocpp service (administrators only; docs/product.md §2.14). */
export const chargePointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/charge-points: every registered charger with its connection and connector states. */
    getChargePoints: build.query<ChargePointList, void>({
      query: () => PATH,
      providesTags: [CHARGE_POINTS_TAG],
      ...LIVE,
    }),
    /**
     * POST /api/admin/charge-points: 201 with the password, shown this once. 400, 404 (unknown station)
     * and 409 (identity taken) carry a `message`.
     */
    registerChargePoint: build.mutation<ChargePointCredentials, RegisterChargePointBody>({
      query: (body) => ({ url: PATH, method: 'POST', body }),
      invalidatesTags: (credentials) => (credentials ? [CHARGE_POINTS_TAG] : []),
    }),
    /** POST /api/admin/charge-points/:id/password: a new password replaces the old one at once. */
    resetChargePointPassword: build.mutation<ChargePointCredentials, string>({
      query: (chargePointId) => ({
        url: `${pathOf(chargePointId)}/password`,
        method: 'POST',
      }),
      invalidatesTags: (credentials) => (credentials ? [CHARGE_POINTS_TAG] : []),
    }),
    /**
     * POST /api/admin/charge-points/:id/availability: ChangeAvailability to the charger, answered with its
     * status. 409 (not connected) and 502 (no answer) carry a `message`. The list is read again when the
     * charger accepted or scheduled the change.
     */
    changeAvailability: build.mutation<CommandStatus, ChargerCommand<ChangeAvailabilityBody>>({
      query: ({ chargePointId, body }) => ({
        url: `${pathOf(chargePointId)}/availability`,
        method: 'POST',
        body,
      }),
      // Audited: the log changes whatever the answer; the list when the charger accepted or scheduled it.
      invalidatesTags: (answer) =>
        answer && AVAILABILITY_CHANGES.has(answer.status)
          ? [...CONSOLE_TAGS]
          : [{ type: 'ChargePoint', id: 'AUDIT' }],
    }),
    /** GET /api/admin/charge-points/overview: counts, one filtered page of chargers, the filters' values. */
    getChargerOverview: build.query<ChargerOverview, ChargerOverviewQuery>({
      query: (q) => ({ url: CHARGER_OVERVIEW_PATH.replace(/^\/api/, ''), params: defined(q) }),
      providesTags: [{ type: 'ChargePoint', id: 'OVERVIEW' }],
      ...LIVE,
    }),
    /** GET /api/admin/charge-points/:id/history: the latest status reports, newest first. */
    getChargerHistory: build.query<StatusHistory, string>({
      query: (chargePointId) => `${pathOf(chargePointId)}/history`,
      providesTags: [{ type: 'ChargePoint', id: 'HISTORY' }],
      ...LIVE,
    }),
    /** GET /api/admin/charge-points/transactions: open transactions, then those ended in the last 24 h. */
    getChargerTransactions: build.query<ConsoleTransactionList, void>({
      query: () => CHARGER_TRANSACTIONS_PATH.replace(/^\/api/, ''),
      providesTags: [{ type: 'ChargePoint', id: 'TRANSACTIONS' }],
      ...LIVE,
    }),
    /** GET /api/admin/charge-points/audit: the actions taken on chargers, newest first. */
    getChargerAudit: build.query<AuditPage, AuditQuery>({
      query: (q) => ({ url: CHARGER_AUDIT_PATH.replace(/^\/api/, ''), params: defined(q) }),
      providesTags: [{ type: 'ChargePoint', id: 'AUDIT' }],
      ...LIVE,
    }),
    /** POST …/:id/reset (Soft or Hard), audited. 404, 409 (not connected) and 502 carry a `message`. */
    resetCharger: build.mutation<CommandStatus, ChargerCommand<ResetBody>>({
      query: ({ chargePointId, body }) => ({ url: `${pathOf(chargePointId)}/reset`, method: 'POST', body }),
      invalidatesTags: () => [...CONSOLE_TAGS],
    }),
    /** POST …/:id/unlock, audited. */
    unlockConnector: build.mutation<CommandStatus, ChargerCommand<UnlockBody>>({
      query: ({ chargePointId, body }) => ({ url: `${pathOf(chargePointId)}/unlock`, method: 'POST', body }),
      invalidatesTags: () => [...CONSOLE_TAGS],
    }),
    /** POST …/:id/trigger-status: the charger reports its statuses again, audited. */
    triggerStatus: build.mutation<CommandStatus, ChargerCommand<TriggerStatusBody>>({
      query: ({ chargePointId, body }) => ({
        url: `${pathOf(chargePointId)}/trigger-status`,
        method: 'POST',
        body,
      }),
      invalidatesTags: () => [...CONSOLE_TAGS],
    }),
    /** POST …/:id/remote-stop: RemoteStopTransaction of an open transaction, audited. */
    remoteStop: build.mutation<CommandStatus, ChargerCommand<RemoteStopBody>>({
      query: ({ chargePointId, body }) => ({
        url: `${pathOf(chargePointId)}/remote-stop`,
        method: 'POST',
        body,
      }),
      invalidatesTags: () => [...CONSOLE_TAGS],
    }),
    /**
     * GET /api/admin/charge-points/:id/configuration: GetConfiguration to the charger. Asked only while a
     * dialog shows it and dropped when it closes: the charger is the one source of its configuration.
     */
    getChargerConfiguration: build.query<ChargerConfiguration, string>({
      query: (chargePointId) => `${pathOf(chargePointId)}/configuration`,
      ...LIVE,
    }),
    /** PUT /api/admin/charge-points/:id/configuration: ChangeConfiguration of one key, answered with its status. */
    changeConfiguration: build.mutation<CommandStatus, ChargerCommand<ChangeConfigurationBody>>({
      query: ({ chargePointId, body }) => ({
        url: `${pathOf(chargePointId)}/configuration`,
        method: 'PUT',
        body,
      }),
    }),
  }),
});

export const {
  useRegisterChargePointMutation,
  useResetChargePointPasswordMutation,
  useChangeAvailabilityMutation,
  useGetChargerConfigurationQuery,
  useChangeConfigurationMutation,
  useResetChargerMutation,
  useUnlockConnectorMutation,
  useTriggerStatusMutation,
  useRemoteStopMutation,
} = chargePointsApi;

/** The console's reads while shown, polled like the registry ({@link LIVE_POLL}). */
export const useChargerOverview = (q: ChargerOverviewQuery) =>
  chargePointsApi.useGetChargerOverviewQuery(q, LIVE_POLL);
export const useChargerHistory = (chargePointId: string | null) =>
  chargePointsApi.useGetChargerHistoryQuery(chargePointId ?? '', {
    ...LIVE_POLL,
    skip: chargePointId === null,
  });
export const useChargerTransactions = () =>
  chargePointsApi.useGetChargerTransactionsQuery(undefined, LIVE_POLL);
export const useChargerAudit = (q: AuditQuery) => chargePointsApi.useGetChargerAuditQuery(q, LIVE_POLL);

/**
 * The registry while a screen shows it, polled ({@link LIVE_POLL}): the ocpp service changes it by itself
 * (connections, heartbeats, status notifications), and a charger counts as offline after two missed
 * heartbeats.
 */
export function useChargePoints() {
  return chargePointsApi.useGetChargePointsQuery(undefined, LIVE_POLL);
}
