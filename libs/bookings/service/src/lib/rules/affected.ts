import type {
  BookingAffectedReason,
  BookingAlternative,
  Charger,
  LiveChargerStatus,
  ReservationRefusal,
} from '@chargesetu/shared/contracts';
import type { ReservationRefusalRecord } from '../repositories/refusals.repository';
import type { TakenInterval } from '../repositories/stored-booking';
import { matchingChargerIndexes } from './booking-rules';
import type { StatusReport } from './live-status';

/** How far ahead a paid booking counts as affected by its charger being out of service (docs/product.md §4). */
export const AFFECTED_LEAD_MINUTES = 60;

/** The live statuses that put a charger out of service, and the reason a booking on it reads. */
const OUT_OF_SERVICE: Partial<Record<LiveChargerStatus, BookingAffectedReason>> = {
  Faulted: 'faulted',
  Unavailable: 'unavailable',
  Offline: 'offline',
};

/** Why a charger cannot charge now (its live status Faulted, Unavailable or Offline), or null. */
export function outOfServiceReason(live: StatusReport | undefined): BookingAffectedReason | null {
  return (live && OUT_OF_SERVICE[live.status]) ?? null;
}

/** What a booking needs for the rule: its state, slot and charger. */
export interface BookingOnCharger {
  status: string;
  startTime: Date;
  endTime: Date;
  chargerIndex: number;
  chargerType: string;
  power: number;
}

/** Whether a booking is confirmed (paid, not charging) with its slot starting within the lead or running. */
export function inAffectedWindow(
  b: Pick<BookingOnCharger, 'status' | 'startTime' | 'endTime'>,
  now: Date,
): boolean {
  return (
    b.status === 'confirmed' &&
    b.endTime.getTime() > now.getTime() &&
    b.startTime.getTime() - now.getTime() <= AFFECTED_LEAD_MINUTES * 60_000
  );
}

/**
 * Why a booking is affected: its charger's out-of-service status (`status`), or the charger's refusal to
 * reserve its connector (`refusal`, reason `reservation_refused`).
 */
export type AffectedCause =
  | { reason: BookingAffectedReason; since: Date; status: LiveChargerStatus }
  | { reason: 'reservation_refused'; since: Date; refusal: ReservationRefusal };

/**
 * Whether a booking is affected now: confirmed (paid, not charging), its slot starting within
 * {@link AFFECTED_LEAD_MINUTES} or running, and its charger out of service, or (failing that) its charger
 * refused to reserve the connector for it (`refused`, counted only while the booking is on the charger that
 * refused). Answers the reason and since when, or null.
 */
export function affectedBy(
  b: BookingOnCharger,
  live: StatusReport | undefined,
  now: Date,
  refused?: ReservationRefusalRecord,
): AffectedCause | null {
  if (!inAffectedWindow(b, now)) return null;
  const reason = outOfServiceReason(live);
  if (reason && live) return { reason, since: live.at, status: live.status };
  if (refused && refused.chargerIndex === b.chargerIndex)
    return { reason: 'reservation_refused', since: refused.at, refusal: refused.refusal };
  return null;
}

/** "Connector 3 (CCS2 60 kW)": a station's charger by its position, counted from 1. */
export function connectorLabel(chargers: readonly Charger[], chargerIndex: number): string {
  const c = chargers[chargerIndex];
  return c ? `Connector ${chargerIndex + 1} (${c.type} ${c.power} kW)` : `Connector ${chargerIndex + 1}`;
}

/** The station as the move rule sees it: its chargers, their live statuses and the slots they hold. */
export interface StationNow {
  chargers: readonly Charger[];
  live: ReadonlyMap<number, StatusReport>;
  /** Bookings that hold a charger and overlap the slot (the booking itself may be among them). */
  taken: readonly TakenInterval[];
}

/**
 * Why the booking cannot move to that charger, or null when it can: another charger of the station, of the
 * booking's type and power, in service, with no booking overlapping the slot.
 */
export function moveRefusal(b: BookingOnCharger, to: number, station: StationNow): string | null {
  const label = connectorLabel(station.chargers, to);
  if (to >= station.chargers.length) return `This station has no connector ${to + 1}.`;
  if (to === b.chargerIndex) return `Your booking is already on ${label}.`;
  if (!matchingChargerIndexes(station.chargers, b.chargerType, b.power).includes(to)) {
    return `${label} is not a ${b.chargerType} ${b.power} kW charger like the one you booked.`;
  }
  if (outOfServiceReason(station.live.get(to))) return `${label} is out of service too.`;
  const busy = station.taken.some(
    (t) =>
      t.chargerIndex === to &&
      t.start.getTime() < b.endTime.getTime() &&
      t.end.getTime() > b.startTime.getTime(),
  );
  return busy
    ? `${label} is not free for your slot. Choose another connector or cancel for a full refund.`
    : null;
}

/** The chargers a booking may move to, in the station's order. */
export function moveAlternatives(b: BookingOnCharger, station: StationNow): BookingAlternative[] {
  return station.chargers.flatMap((_, i) =>
    moveRefusal(b, i, station) === null
      ? [{ chargerIndex: i, label: connectorLabel(station.chargers, i) }]
      : [],
  );
}

/** What the driver reads about an affected booking: the connector, what is wrong with it, and what to do. */
export function affectedMessage(
  chargers: readonly Charger[],
  chargerIndex: number,
  cause: LiveChargerStatus | { refusal: ReservationRefusal },
  alternatives: number,
): string {
  const label = connectorLabel(chargers, chargerIndex);
  const what =
    typeof cause === 'string'
      ? `${label} is out of service (${cause}).`
      : `${label} could not hold your slot (${cause.refusal}).`;
  return alternatives > 0
    ? `${what} Move to another free connector for the same slot, or cancel for a full refund.`
    : `${what} No other matching connector is free for your slot: cancel for a full refund.`;
}
