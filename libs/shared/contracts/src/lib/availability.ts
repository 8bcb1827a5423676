import { Type, type Static } from '@sinclair/typebox';
import { ConnectorStatus } from './charge-points';
import { DateYmd, Id, IsoDateTime, Nullable, TimeHhmm } from './common';

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
 * Every slot of the day's grid (00:00–23:30 IST) within opening hours, in order. A slot is unavailable
 * when no (matching) charger is free for it or when less than 15 minutes of it remain (the current slot
 * stays bookable until then); for a past date every slot is unavailable. The booking form hides the
 * slots that can no longer be booked for lack of time.
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

/**
 * Where a free-now figure or a charger's state comes from: `chargers`, the live status the station's
 * chargers report over OCPP (docs/architecture.md §10); `bookings`, an estimate from the bookings alone
 * (a charger is taken while a held, confirmed or active booking covers now).
 */
export const AvailabilitySource = Type.Union([Type.Literal('chargers'), Type.Literal('bookings')]);
export type AvailabilitySource = Static<typeof AvailabilitySource>;

/**
 * Where a station's figure comes from as a whole (docs/product.md §9, free chargers now): `chargers` only
 * when every one of its chargers reports a live status; a station with some (or none) estimated from the
 * bookings is `bookings`. The bookings service labels its figures with it, the web app compares with it.
 */
export function stationFigureSource(
  chargers: ReadonlyArray<{ source: AvailabilitySource }>,
): AvailabilitySource {
  return chargers.length > 0 && chargers.every((c) => c.source === 'chargers') ? 'chargers' : 'bookings';
}

/**
 * One station's live figure. A charger is free now when no pending (held), confirmed or active booking
 * covers now and, when it reports a live status, that status is Available (Preparing, Charging,
 * Reserved, Unavailable, Faulted, Offline… are not free). `source` is `chargers` when every charger of the
 * station reports a live status, otherwise `bookings` (the figure is then, at least in part, an estimate).
 */
export const StationFreeNow = Type.Object({
  stationId: Id,
  totalChargers: Type.Integer({ minimum: 0 }),
  freeNow: Type.Integer({ minimum: 0 }),
  level: AvailabilityLevel,
  source: AvailabilitySource,
});
export type StationFreeNow = Static<typeof StationFreeNow>;

export const FreeNowResponse = Type.Array(StationFreeNow);
export type FreeNowResponse = Static<typeof FreeNowResponse>;

/**
 * A charger's live status as it reported it over OCPP 1.6 (ChargePointStatus), or Offline when the
 * platform lost its connection. Only Available means a car can plug in.
 */
export const LiveChargerStatus = Type.Union([ConnectorStatus, Type.Literal('Offline')]);
export type LiveChargerStatus = Static<typeof LiveChargerStatus>;

/**
 * One charger of a station, now (GET /api/stations/:id/chargers/live). `status` and `since` are the
 * charger's last live report (the whole charge point's Offline, Unavailable or Faulted when that is newer)
 * and when it took effect; both null when the charger has never reported, and `source` then says the
 * entry is what the bookings know. `free` is the same rule as GET /api/availability/now: not held by a
 * booking covering now and, with a live status, Available.
 */
export const StationChargerLive = Type.Object({
  /** The charger's position in the station's `chargers` (one physical charger). */
  chargerIndex: Type.Integer({ minimum: 0 }),
  type: Type.String(),
  /** kW. */
  power: Type.Number({ exclusiveMinimum: 0 }),
  status: Nullable(LiveChargerStatus),
  since: Nullable(IsoDateTime),
  source: AvailabilitySource,
  free: Type.Boolean(),
});
export type StationChargerLive = Static<typeof StationChargerLive>;

/** Every charger of the station, in the order of its `chargers`. */
export const StationChargersLiveResponse = Type.Array(StationChargerLive);
export type StationChargersLiveResponse = Static<typeof StationChargersLiveResponse>;
