import { Type, type Static } from '@sinclair/typebox';
import { DateYmd, Id, TimeHhmm } from './common';

/**
 * GET /api/stations/:id/availability?date=YYYY-MM-DD (an IST calendar date). chargerType and power
 * are optional: with them a slot is available when a charger of that type and power is free;
 * without them, when any charger of the station is free.
 */
export const AvailabilityQuery = Type.Object({
  date: DateYmd,
  chargerType: Type.Optional(Type.String({ maxLength: 50 })),
  power: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
});
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

/** One slot of the day's grid: its IST start time and whether it can still be booked. */
export const AvailabilitySlot = Type.Object({
  time: TimeHhmm,
  available: Type.Boolean(),
});
export type AvailabilitySlot = Static<typeof AvailabilitySlot>;

/**
 * Every slot of the day's grid within opening hours, in order. A slot is unavailable when no
 * (matching) charger is free for it or when it has already started (IST); for a past date every
 * slot is unavailable. The booking form additionally hides today's hours up to the current one.
 */
export const AvailabilityResponse = Type.Object({
  availableSlots: Type.Array(AvailabilitySlot),
});
export type AvailabilityResponse = Static<typeof AvailabilityResponse>;

/**
 * GET /api/availability/now?stationIds=1,2,3: how many chargers of each station are free right now,
 * for the station cards. Without stationIds, every station. Unknown ids are left out of the answer.
 */
export const FreeNowQuery = Type.Object({
  stationIds: Type.Optional(Type.String({ pattern: '^\\d{1,10}(,\\d{1,10})*$', maxLength: 2000 })),
});
export type FreeNowQuery = Static<typeof FreeNowQuery>;

/**
 * The card badge: Available when at least half of the station's chargers are free, Busy when none
 * is (or the station has no charger), Limited otherwise.
 */
export const AvailabilityLevel = Type.Union([
  Type.Literal('Available'),
  Type.Literal('Limited'),
  Type.Literal('Busy'),
]);
export type AvailabilityLevel = Static<typeof AvailabilityLevel>;

/** One station's live figure: a charger is busy while a pending (held), confirmed or active booking covers now. */
export const StationFreeNow = Type.Object({
  stationId: Id,
  totalChargers: Type.Integer({ minimum: 0 }),
  freeNow: Type.Integer({ minimum: 0 }),
  level: AvailabilityLevel,
});
export type StationFreeNow = Static<typeof StationFreeNow>;

export const FreeNowResponse = Type.Array(StationFreeNow);
export type FreeNowResponse = Static<typeof FreeNowResponse>;
