import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, MoneyString, Nullable } from './common';

/** A charging session's state: pending (not started), active (charging), completed. */
export const ChargingSessionStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('active'),
  Type.Literal('completed'),
]);
export type ChargingSessionStatus = Static<typeof ChargingSessionStatus>;

/**
 * GET /api/charging/:bookingId/status, polled every 3 s while charging and 10 s otherwise.
 * Numbers here are for display (the stored values are numeric): energy in kWh (2 decimals),
 * power in kW (2 decimals), time remaining in whole minutes; costSoFar is money, a string.
 */
export const ChargingStatus = Type.Object({
  status: ChargingSessionStatus,
  isCharging: Type.Boolean(),
  /** Progress of the booked session, 0-100. */
  percentComplete: Type.Number({ minimum: 0, maximum: 100 }),
  energyDelivered: Type.Number({ minimum: 0 }),
  timeRemaining: Type.Integer({ minimum: 0 }),
  currentPower: Type.Number({ minimum: 0 }),
  startTime: Nullable(IsoDateTime),
  /** Battery state of charge, percent (integer). */
  batteryPercentage: Type.Integer({ minimum: 0, maximum: 100 }),
  costSoFar: MoneyString,
});
export type ChargingStatus = Static<typeof ChargingStatus>;

/** POST /api/charging/:bookingId/control. Answered with the new ChargingStatus. */
export const ChargingControlBody = Type.Object({
  action: Type.Union([Type.Literal('start'), Type.Literal('stop')]),
});
export type ChargingControlBody = Static<typeof ChargingControlBody>;

/** A stored charging session (docs/product.md §3); energy and power as 2-decimal strings. */
export const ChargingSession = Type.Object({
  id: Id,
  bookingId: Id,
  startTime: Nullable(IsoDateTime),
  endTime: Nullable(IsoDateTime),
  energyDelivered: MoneyString,
  status: ChargingSessionStatus,
  currentPower: MoneyString,
  batteryPercentage: Type.Integer({ minimum: 0, maximum: 100 }),
  createdAt: IsoDateTime,
});
export type ChargingSession = Static<typeof ChargingSession>;
