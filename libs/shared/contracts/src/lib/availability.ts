import { Type, type Static } from '@sinclair/typebox';
import { DateYmd, TimeHhmm } from './common';

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

/** The day's slots within opening hours (for today, only hours later than the current IST hour). */
export const AvailabilityResponse = Type.Object({
  availableSlots: Type.Array(AvailabilitySlot),
});
export type AvailabilityResponse = Static<typeof AvailabilityResponse>;
