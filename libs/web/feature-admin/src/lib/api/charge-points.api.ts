import {
  CHARGE_POINTS_PATH,
  type ChangeAvailabilityBody,
  type ChangeConfigurationBody,
  type ChargePointCredentials,
  type ChargerConfiguration,
  type CommandStatus,
  type ChargePointList,
  type RegisterChargePointBody,
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
      invalidatesTags: (answer) =>
        answer && AVAILABILITY_CHANGES.has(answer.status) ? [CHARGE_POINTS_TAG] : [],
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
} = chargePointsApi;

/**
 * The registry while a screen shows it, polled ({@link LIVE_POLL}): the ocpp service changes it by itself
 * (connections, heartbeats, status notifications), and a charger counts as offline after two missed
 * heartbeats.
 */
export function useChargePoints() {
  return chargePointsApi.useGetChargePointsQuery(undefined, LIVE_POLL);
}
