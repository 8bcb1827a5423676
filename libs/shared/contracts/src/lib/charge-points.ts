import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, Nullable } from './common';
import { routingPath } from './routing-path';

/** The public path of the charge point registry (administrators only); the ocpp service owns it. */
export const CHARGE_POINTS_PATH = '/api/admin/charge-points';

/**
 * The path a charger connects to over WebSocket (subprotocol `ocpp1.6`): `/ocpp/{chargePointId}`, on the
 * public port in the all-in-one mode and on the ocpp service's own port in the microservices mode.
 */
export const OCPP_PATH_PREFIX = '/ocpp/';

/** The WebSocket subprotocol of OCPP 1.6J. */
export const OCPP16_SUBPROTOCOL = 'ocpp1.6';

/**
 * A charge point identity: the last segment of its connection URL and the Basic-auth user name. The
 * characters and the 48-character limit of the OCPP 1.6 security whitepaper (§2.1.1, "unique identifier").
 */
export const CHARGE_POINT_ID_MAX_LENGTH = 48;
export const CHARGE_POINT_ID_PATTERN = `^[A-Za-z0-9*_=:+|@.-]{1,${CHARGE_POINT_ID_MAX_LENGTH}}$`;
export const ChargePointId = Type.String({ pattern: CHARGE_POINT_ID_PATTERN });

const CHARGE_POINT_ID_REGEX = new RegExp(CHARGE_POINT_ID_PATTERN);

/**
 * The charge point a WebSocket upgrade asks for: the identity of `/ocpp/{id}`, judged on the decoded path
 * the router sees (`routingPath`), or null for anything else: another path, more segments, `..` or an
 * encoded slash, an identity OCPP does not allow. The public entry and the ocpp service both relay or
 * accept only such a path, so one identity has one address.
 */
export function ocppIdentityOf(url: string): string | null {
  const path = routingPath(url);
  if (path === null || !path.startsWith(OCPP_PATH_PREFIX)) return null;
  const segment = path.slice(OCPP_PATH_PREFIX.length);
  if (segment.includes('/')) return null;
  let id: string;
  try {
    id = decodeURIComponent(segment); // an identity may come percent-encoded (CP%3A1 is CP:1)
  } catch {
    return null;
  }
  return CHARGE_POINT_ID_REGEX.test(id) && id !== '.' && id !== '..' ? id : null;
}

/** A connector id of a charge point (0, the charge point itself, only where said) and how many one may have. */
export const CONNECTOR_ID_MAX = 100;
export const MAX_CONNECTORS_PER_CHARGE_POINT = 20;
const ConnectorId = Type.Integer({ minimum: 1, maximum: CONNECTOR_ID_MAX });

/** The status of a connector as OCPP 1.6 reports it (ChargePointStatus), connector 0 being the whole charger. */
export const CONNECTOR_STATUSES = [
  'Available',
  'Preparing',
  'Charging',
  'SuspendedEVSE',
  'SuspendedEV',
  'Finishing',
  'Reserved',
  'Unavailable',
  'Faulted',
] as const;
export const ConnectorStatus = Type.Union(CONNECTOR_STATUSES.map((s) => Type.Literal(s)));
export type ConnectorStatus = Static<typeof ConnectorStatus>;

/** One connector of a charge point and the station charger (index into `Station.chargers`) it is. */
export const ChargePointConnector = Type.Object({
  connectorId: ConnectorId,
  chargerIndex: Type.Integer({ minimum: 0, maximum: 1000 }),
  /** The last StatusNotification's status; null until the charger has reported one. */
  status: Nullable(ConnectorStatus),
  /** The last StatusNotification's errorCode ('NoError' when fine); null until reported. */
  errorCode: Nullable(Type.String()),
  /** When the charger says the status took effect (its timestamp, else when it arrived). */
  statusAt: Nullable(IsoDateTime),
});
export type ChargePointConnector = Static<typeof ChargePointConnector>;

/** A registered charge point as the admin registry shows it. */
export const ChargePoint = Type.Object({
  id: ChargePointId,
  stationId: Id,
  connectors: Type.Array(ChargePointConnector),
  /**
   * Connected and heard from within twice its heartbeat interval: a charger whose socket is gone or
   * that has gone quiet is offline.
   */
  online: Type.Boolean(),
  /** When its current (or last) connection was opened; null if it never connected. */
  connectedAt: Nullable(IsoDateTime),
  /** When any message of it last arrived. */
  lastSeenAt: Nullable(IsoDateTime),
  lastHeartbeatAt: Nullable(IsoDateTime),
  /** The interval its BootNotification was answered with, seconds. */
  heartbeatIntervalSeconds: Type.Integer({ minimum: 1 }),
  /** From its last BootNotification; null until it booted. */
  vendor: Nullable(Type.String()),
  model: Nullable(Type.String()),
  firmwareVersion: Nullable(Type.String()),
  serialNumber: Nullable(Type.String()),
  /** The status of connector 0 (the charge point as a whole); null until reported. */
  status: Nullable(ConnectorStatus),
  createdAt: IsoDateTime,
});
export type ChargePoint = Static<typeof ChargePoint>;

export const ChargePointList = Type.Array(ChargePoint);
export type ChargePointList = Static<typeof ChargePointList>;

/** `:chargePointId` path parameter. */
export const ChargePointParams = Type.Object({ chargePointId: ChargePointId });
export type ChargePointParams = Static<typeof ChargePointParams>;

/**
 * POST /api/admin/charge-points: registers a charger of a station. Without an id one is made from the
 * station ("CS{stationId}-{n}"). Each connector maps to one entry of the station's chargers.
 */
export const RegisterChargePointBody = Type.Object(
  {
    stationId: Id,
    chargePointId: Type.Optional(ChargePointId),
    connectors: Type.Array(
      Type.Object(
        {
          connectorId: ConnectorId,
          chargerIndex: Type.Integer({ minimum: 0, maximum: 1000 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_CONNECTORS_PER_CHARGE_POINT },
    ),
  },
  { additionalProperties: false },
);
export type RegisterChargePointBody = Static<typeof RegisterChargePointBody>;

/**
 * A charge point just registered (or its password just replaced): the password is shown this once and
 * stored only hashed; the URL is what the charger is configured with.
 */
export const ChargePointCredentials = Type.Object({
  chargePoint: ChargePoint,
  /** The Basic-auth password, what OCPP 1.6 security calls the charger's AuthorizationKey. */
  authorizationKey: Type.String(),
  connectionUrl: Type.String(),
});
export type ChargePointCredentials = Static<typeof ChargePointCredentials>;

/** GET /internal/charge-points: what a charger simulator needs to play the registered chargers. */
export const InternalChargePoint = Type.Object({
  id: ChargePointId,
  stationId: Id,
  connectors: Type.Array(
    Type.Object({
      connectorId: Type.Integer({ minimum: 1 }),
      chargerIndex: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** Registered by the demo seed, with a password the simulator derives (never stored in clear). */
  simulated: Type.Boolean(),
});
export type InternalChargePoint = Static<typeof InternalChargePoint>;
export const InternalChargePointList = Type.Array(InternalChargePoint);
export type InternalChargePointList = Static<typeof InternalChargePointList>;

/**
 * GET /internal/stations/:stationId/chargers/:chargerIndex/connector (charging to ocpp): the charge point and
 * connector a station charger is, and whether that charger is online now; 404 when no charge point serves
 * it (its sessions then follow the platform's estimate).
 */
export const StationChargerParams = Type.Object({
  stationId: Id,
  chargerIndex: Type.Integer({ minimum: 0 }),
});
export type StationChargerParams = Static<typeof StationChargerParams>;
export const ChargerConnectorLink = Type.Object({
  chargePointId: ChargePointId,
  connectorId: Type.Integer({ minimum: 1 }),
  online: Type.Boolean(),
});
export type ChargerConnectorLink = Static<typeof ChargerConnectorLink>;

/** The commands the platform sends chargers (OCPP 1.6, central system → charge point). */
export const CHARGER_COMMANDS = [
  'RemoteStartTransaction',
  'RemoteStopTransaction',
  'TriggerMessage',
  'ChangeAvailability',
  'GetConfiguration',
  'ChangeConfiguration',
  'Reset',
  'UnlockConnector',
  'ReserveNow',
  'CancelReservation',
] as const;
export const ChargerCommandAction = Type.Union(CHARGER_COMMANDS.map((c) => Type.Literal(c)));
export type ChargerCommandAction = Static<typeof ChargerCommandAction>;

/**
 * POST /internal/charge-points/:chargePointId/commands: one OCPP call to a charger, from the service that
 * owns the reason for it. `params` is the OCPP request payload, checked against the OCPP schema.
 */
export const ChargerCommandBody = Type.Object(
  { action: ChargerCommandAction, params: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
);
export type ChargerCommandBody = Static<typeof ChargerCommandBody>;

/** The charger's answer (the OCPP response payload), checked against the OCPP schema. */
export const ChargerCommandAnswer = Type.Object({ result: Type.Record(Type.String(), Type.Unknown()) });
export type ChargerCommandAnswer = Static<typeof ChargerCommandAnswer>;

/** POST /api/admin/charge-points/:chargePointId/availability: take a connector (0: all) out of service or back. */
export const ChangeAvailabilityBody = Type.Object(
  {
    connectorId: Type.Integer({ minimum: 0, maximum: CONNECTOR_ID_MAX }),
    type: Type.Union([Type.Literal('Inoperative'), Type.Literal('Operative')]),
  },
  { additionalProperties: false },
);
export type ChangeAvailabilityBody = Static<typeof ChangeAvailabilityBody>;

/** PUT /api/admin/charge-points/:chargePointId/configuration: set one configuration key of the charger. */
export const ChangeConfigurationBody = Type.Object(
  { key: Type.String({ minLength: 1, maxLength: 50 }), value: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);
export type ChangeConfigurationBody = Static<typeof ChangeConfigurationBody>;

/** What a charger said to a command that changes something: Accepted, Rejected, Scheduled, RebootRequired, NotSupported. */
export const CommandStatus = Type.Object({ status: Type.String() });
export type CommandStatus = Static<typeof CommandStatus>;

/** GET /api/admin/charge-points/:chargePointId/configuration: the charger's configuration keys. */
export const ChargerConfiguration = Type.Object({
  configurationKey: Type.Array(
    Type.Object({ key: Type.String(), readonly: Type.Boolean(), value: Type.Optional(Type.String()) }),
  ),
  unknownKey: Type.Array(Type.String()),
});
export type ChargerConfiguration = Static<typeof ChargerConfiguration>;
