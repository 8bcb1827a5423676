import {
  stationFigureSource,
  type AvailabilityLevel,
  type AvailabilitySource,
  type LiveChargerStatus,
} from '@chargesetu/shared/contracts';
import { availabilityLevel } from './booking-rules';

/** One status report and the instant it took effect (the charger's own time). */
export interface StatusReport {
  status: LiveChargerStatus;
  at: Date;
}

/**
 * Statuses of connector 0 (the charge point as a whole) that hold for every one of its chargers: a charge
 * point that is offline, out of service or broken cannot charge on any connector. Its other statuses
 * (Available above all) say nothing about a connector, so each keeps its own.
 */
const CHARGE_POINT_WIDE: readonly LiveChargerStatus[] = ['Offline', 'Unavailable', 'Faulted'];

/**
 * A charger's live status: its connector's last report, unless the charge point's last report is one of
 * {@link CHARGE_POINT_WIDE} and not older (the same instant: the charge point's word counts).
 */
export function effectiveStatus(own: StatusReport, chargePoint: StatusReport | null): StatusReport {
  if (
    chargePoint &&
    CHARGE_POINT_WIDE.includes(chargePoint.status) &&
    chargePoint.at.getTime() >= own.at.getTime()
  ) {
    return chargePoint;
  }
  return own;
}

/** A charger's stored reports: its connector's last one and its charge point's last one (if any). */
export interface StoredReports {
  stationId: number;
  chargerIndex: number;
  own: StatusReport;
  chargePoint: StatusReport | null;
}

/** The live status of every charger with a report, per station, then per charger index. */
export function liveByStation(stored: readonly StoredReports[]): Map<number, Map<number, StatusReport>> {
  const byStation = new Map<number, Map<number, StatusReport>>();
  for (const s of stored) {
    const chargers = byStation.get(s.stationId) ?? new Map<number, StatusReport>();
    chargers.set(s.chargerIndex, effectiveStatus(s.own, s.chargePoint));
    byStation.set(s.stationId, chargers);
  }
  return byStation;
}

/** A charger now, as GET /api/stations/:id/chargers/live answers it (without its type and power). */
export interface ChargerNow {
  status: LiveChargerStatus | null;
  since: Date | null;
  source: AvailabilitySource;
  free: boolean;
}

/**
 * Whether a charger is free now. A booking that covers now (a live hold, confirmed or active) holds it
 * whatever the charger says: its driver may be on the way. Otherwise, with a live status, only Available
 * is free: Preparing means a car is already plugged in, Finishing that it has not left yet, and
 * Reserved, Charging, the Suspended ones, Unavailable, Faulted and Offline speak for themselves. Without
 * a live status, the bookings are all there is to go by.
 */
export function chargerNow(live: StatusReport | undefined, held: boolean): ChargerNow {
  if (!live) return { status: null, since: null, source: 'bookings', free: !held };
  return {
    status: live.status,
    since: live.at,
    source: 'chargers',
    free: !held && live.status === 'Available',
  };
}

/**
 * Every charger of a station (indexes 0 … total − 1; reports about other indexes are ignored), from the
 * live statuses by charger index and the indexes held by a booking now.
 */
export function stationChargersNow(
  totalChargers: number,
  live: ReadonlyMap<number, StatusReport>,
  held: ReadonlySet<number>,
): ChargerNow[] {
  return Array.from({ length: totalChargers }, (_, i) => chargerNow(live.get(i), held.has(i)));
}

/**
 * A station's free-now figure: the free chargers and the level. The source is `chargers` only when every
 * charger reports a live status; when some do not, the figure still uses what those that do say, but it is
 * labelled `bookings` because part of it is an estimate.
 */
export function stationFigure(chargers: readonly ChargerNow[]): {
  freeNow: number;
  level: AvailabilityLevel;
  source: AvailabilitySource;
} {
  const freeNow = chargers.filter((c) => c.free).length;
  return {
    freeNow,
    level: availabilityLevel(chargers.length, freeNow),
    source: stationFigureSource(chargers),
  };
}
