import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, Nullable } from './common';
import { CHARGE_POINTS_PATH, ChargePoint, CONNECTOR_ID_MAX, ConnectorStatus } from './charge-points';

/**
 * The operator console (docs/product.md §2.14): the chargers with counts, filters and paging, a charger's
 * status history, the live and last-24-hour transactions, and the audited actions with their log. All
 * under the charge point registry's path, administrators only, owned by the ocpp service.
 */
export const CHARGER_OVERVIEW_PATH = `${CHARGE_POINTS_PATH}/overview`;
export const CHARGER_TRANSACTIONS_PATH = `${CHARGE_POINTS_PATH}/transactions`;
export const CHARGER_AUDIT_PATH = `${CHARGE_POINTS_PATH}/audit`;

/** Paging of the console's lists: `limit` 1..100 (default 20), `offset` from 0. */
export const CONSOLE_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
const Limit = Type.Optional(
  Type.Integer({ minimum: 1, maximum: CONSOLE_PAGE.maxLimit, default: CONSOLE_PAGE.defaultLimit }),
);
const Offset = Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }));

/** A charger is online or offline; faulted (any connector, or the whole charger, reports Faulted) is beside either. */
export const CHARGER_STATES = ['online', 'offline', 'faulted'] as const;
export const ChargerState = Type.Union(CHARGER_STATES.map((s) => Type.Literal(s)));
export type ChargerState = Static<typeof ChargerState>;

/** GET /api/admin/charge-points/overview: filters (exact matches; `status` one of {@link CHARGER_STATES}) and paging. */
export const ChargerOverviewQuery = Type.Object(
  {
    state: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    operator: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    status: Type.Optional(ChargerState),
    limit: Limit,
    offset: Offset,
  },
  { additionalProperties: false },
);
export type ChargerOverviewQuery = Static<typeof ChargerOverviewQuery>;

/** A connector (0: the charger itself) reporting an error code other than NoError. */
export const ChargerError = Type.Object({
  connectorId: Type.Integer({ minimum: 0 }),
  errorCode: Type.String(),
  at: Nullable(IsoDateTime),
});
export type ChargerError = Static<typeof ChargerError>;

/** A registered charger with its station's place and operator (null when the catalogue does not know it). */
export const ChargerOverviewRow = Type.Composite([
  ChargePoint,
  Type.Object({
    stationName: Nullable(Type.String()),
    city: Nullable(Type.String()),
    state: Nullable(Type.String()),
    operator: Nullable(Type.String()),
    faulted: Type.Boolean(),
    errors: Type.Array(ChargerError),
  }),
]);
export type ChargerOverviewRow = Static<typeof ChargerOverviewRow>;

/** How many chargers are online, offline and faulted, among those the place and operator filters match. */
export const ChargerCounts = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  online: Type.Integer({ minimum: 0 }),
  offline: Type.Integer({ minimum: 0 }),
  faulted: Type.Integer({ minimum: 0 }),
});
export type ChargerCounts = Static<typeof ChargerCounts>;

export const ChargerOverview = Type.Object({
  counts: ChargerCounts,
  /** One page of the chargers every filter matches, and how many match in all. */
  chargers: Type.Array(ChargerOverviewRow),
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  offset: Type.Integer({ minimum: 0 }),
  /** The values the filters can take: those of the registered chargers' stations. */
  options: Type.Object({
    states: Type.Array(Type.String()),
    cities: Type.Array(Type.String()),
    operators: Type.Array(Type.String()),
  }),
});
export type ChargerOverview = Static<typeof ChargerOverview>;

/** GET /api/admin/charge-points/:chargePointId/history: the latest `limit` status reports (default 20). */
export const StatusHistoryQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) },
  { additionalProperties: false },
);
export type StatusHistoryQuery = Static<typeof StatusHistoryQuery>;

export const StatusHistoryEntry = Type.Object({
  connectorId: Type.Integer({ minimum: 0 }),
  status: ConnectorStatus,
  errorCode: Type.String(),
  info: Nullable(Type.String()),
  vendorErrorCode: Nullable(Type.String()),
  at: IsoDateTime,
});
export type StatusHistoryEntry = Static<typeof StatusHistoryEntry>;
export const StatusHistory = Type.Array(StatusHistoryEntry);
export type StatusHistory = Static<typeof StatusHistory>;

/**
 * GET /api/admin/charge-points/transactions: the open transactions (newest first), then those ended in
 * the last 24 hours (latest end first). The idTag shows only its last 4 characters; energy is kWh (3
 * decimals), null while open.
 */
export const ConsoleTransaction = Type.Object({
  chargePointId: Type.String(),
  transactionId: Type.String(),
  connectorId: Type.Integer({ minimum: 0 }),
  idTag: Nullable(Type.String()),
  startedAt: Nullable(IsoDateTime),
  endedAt: Nullable(IsoDateTime),
  /** The latest meter reading minus the start, while open; the charger's stop reading minus the start once ended. */
  energyKwh: Nullable(Type.Number()),
  open: Type.Boolean(),
});
export type ConsoleTransaction = Static<typeof ConsoleTransaction>;
export const ConsoleTransactionList = Type.Array(ConsoleTransaction);
export type ConsoleTransactionList = Static<typeof ConsoleTransactionList>;

/** The audited actions an administrator takes on a charger. */
export const CONSOLE_ACTIONS = [
  'RemoteStop',
  'ChangeAvailability',
  'Reset',
  'TriggerStatus',
  'UnlockConnector',
] as const;
export const ConsoleAction = Type.Union(CONSOLE_ACTIONS.map((a) => Type.Literal(a)));
export type ConsoleAction = Static<typeof ConsoleAction>;

const ConnectorIdOrWhole = Type.Integer({ minimum: 0, maximum: CONNECTOR_ID_MAX });

/** POST /api/admin/charge-points/:chargePointId/reset: OCPP Reset. */
export const ResetBody = Type.Object(
  { type: Type.Union([Type.Literal('Soft'), Type.Literal('Hard')]) },
  { additionalProperties: false },
);
export type ResetBody = Static<typeof ResetBody>;

/** POST /api/admin/charge-points/:chargePointId/unlock: OCPP UnlockConnector. */
export const UnlockBody = Type.Object(
  { connectorId: Type.Integer({ minimum: 1, maximum: CONNECTOR_ID_MAX }) },
  { additionalProperties: false },
);
export type UnlockBody = Static<typeof UnlockBody>;

/** POST /api/admin/charge-points/:chargePointId/trigger-status: TriggerMessage StatusNotification (0 or none: every connector). */
export const TriggerStatusBody = Type.Object(
  { connectorId: Type.Optional(ConnectorIdOrWhole) },
  { additionalProperties: false },
);
export type TriggerStatusBody = Static<typeof TriggerStatusBody>;

/** POST /api/admin/charge-points/:chargePointId/remote-stop: RemoteStopTransaction of an open transaction. */
export const RemoteStopBody = Type.Object(
  { transactionId: Type.String({ pattern: '^[0-9]{1,10}$' }) },
  { additionalProperties: false },
);
export type RemoteStopBody = Static<typeof RemoteStopBody>;

/** GET /api/admin/charge-points/audit: newest first, optionally of one charger. */
export const AuditQuery = Type.Object(
  {
    chargePointId: Type.Optional(Type.String({ minLength: 1, maxLength: 48 })),
    limit: Limit,
    offset: Offset,
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

/** One action an administrator took: who, when, on which charger, with what, and what came of it. */
export const AuditEntry = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  at: IsoDateTime,
  adminUserId: Id,
  adminUsername: Type.String(),
  chargePointId: Type.String(),
  action: ConsoleAction,
  params: Type.Record(Type.String(), Type.Unknown()),
  /** 'ok' with the charger's answer (e.g. its status), or 'error' with the message the administrator saw. */
  outcome: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  answer: Nullable(Type.String()),
  error: Nullable(Type.String()),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object({
  entries: Type.Array(AuditEntry),
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  offset: Type.Integer({ minimum: 0 }),
});
export type AuditPage = Static<typeof AuditPage>;
