import { Type, type Static } from '@sinclair/typebox';
import { LiveChargerStatus } from './availability';
import { Id, IsoDateTime, MoneyString, Nullable } from './common';

/** A connector's short code, "{stationId}-{charger number from 1}" (e.g. "12-3"), as printed beside it. */
export const ConnectorCode = Type.String({
  pattern: '^[1-9][0-9]{0,8}-[1-9][0-9]{0,2}$',
  maxLength: 13,
  description: 'The connector code printed beside it, e.g. 12-3',
});

/** GET /api/charge-now/:code */
export const ChargeNowParams = Type.Object({ code: ConnectorCode });
export type ChargeNowParams = Static<typeof ChargeNowParams>;

/**
 * GET /api/charge-now/:code (public): what a driver who scanned a connector's QR code sees before paying: the
 * connector, its live status and price, until when a walk-up may charge there, and whether one can start now
 * (and if not, why).
 */
export const ChargeNowConnector = Type.Object({
  code: Type.String(),
  stationId: Id,
  stationName: Type.String(),
  /** "Bandra West, Mumbai". */
  place: Type.String(),
  chargerIndex: Type.Integer({ minimum: 0 }),
  /** "Connector 3 (CCS2 60 kW)". */
  label: Type.String(),
  type: Type.String(),
  /** kW. */
  power: Type.Number({ exclusiveMinimum: 0 }),
  pricePerKwh: MoneyString,
  /** The charger's last live report; null when it has never reported (then only the bookings are known). */
  status: Nullable(LiveChargerStatus),
  statusSince: Nullable(IsoDateTime),
  /**
   * The latest a walk-up started now may end: the next booking of this connector less the reservation lead,
   * the station's closing time or the longest walk-up, whichever comes first. null when one cannot start now.
   */
  availableUntil: Nullable(IsoDateTime),
  /** Whether a walk-up can start now; `reason` says why not. */
  canCharge: Type.Boolean(),
  reason: Nullable(Type.String()),
});
export type ChargeNowConnector = Static<typeof ChargeNowConnector>;

/**
 * POST /api/charge-now: start a walk-up on the connector with that code for one of the driver's vehicles.
 * `amount` is the energy to buy in rupees (before the platform fee and GST); without it, "until full": as much
 * as the car takes from 20% in the time available. Answers the pending walk-up booking, paid like any booking.
 */
export const ChargeNowBody = Type.Object({
  code: ConnectorCode,
  vehicleId: Id,
  amount: Type.Optional(Type.Integer({ minimum: 50, maximum: 10_000 })),
});
export type ChargeNowBody = Static<typeof ChargeNowBody>;
