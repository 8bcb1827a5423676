import {
  RESERVATION_REFUSALS,
  type ChargerReservation,
  type ReservationRefusal,
} from '@chargesetu/shared/contracts';
import { formatTime12 } from '@chargesetu/shared/domain';
import type { CommandOutcome } from '../clients/ocpp.client';
import type { CancelAnswer, ReserveOutcome, StoredReservation } from '../repositories/stored-reservation';

/** The reservation settings of the charging configuration. */
export interface ReservationTimes {
  RESERVATION_LEAD_MINUTES: number;
  RESERVATION_GRACE_MINUTES: number;
}

/**
 * A ReserveNow or CancelReservation that got no answer (the charger unreachable, an instance gone while
 * asking) is asked again after this many seconds: longer than one OCPP call may take (ocpp's
 * OCPP_CALL_TIMEOUT_S, 30 s by default, plus its hand-over to the instance holding the socket).
 */
export const RESERVATION_RETRY_S = 60;

const MINUTE = 60_000;

/** When the charger lets the reservation go: the slot's start plus the grace period. */
export function reservationExpiry(slotStart: Date, t: ReservationTimes): Date {
  return new Date(slotStart.getTime() + t.RESERVATION_GRACE_MINUTES * MINUTE);
}

/**
 * Whether a paid booking's connector should be held now: from RESERVATION_LEAD_MINUTES before its slot until
 * the reservation would expire (a booking paid late, or a charger free only once the previous session has
 * ended, is still held for what is left of the grace period).
 */
export function isDueForReservation(slotStart: Date, now: Date, t: ReservationTimes): boolean {
  const at = now.getTime();
  return (
    at >= slotStart.getTime() - t.RESERVATION_LEAD_MINUTES * MINUTE &&
    at < reservationExpiry(slotStart, t).getTime()
  );
}

/** The slot starts [from, to) of the bookings due for a reservation at `now` (what bookings is asked for). */
export function startingWindow(now: Date, t: ReservationTimes): { from: Date; to: Date } {
  const at = now.getTime();
  return {
    from: new Date(at - t.RESERVATION_GRACE_MINUTES * MINUTE + 1),
    to: new Date(at + t.RESERVATION_LEAD_MINUTES * MINUTE + 1),
  };
}

/** Whether a charger answer is one of the ReserveNow refusals. */
export const isRefusal = (s: unknown): s is ReservationRefusal =>
  (RESERVATION_REFUSALS as readonly unknown[]).includes(s);

/** What a ReserveNow came to: Accepted, one of the charger's refusals, or no usable answer (asked again). */
export function reserveOutcomeOf(outcome: CommandOutcome): ReserveOutcome {
  if (outcome.kind !== 'answered') return { status: 'unreachable', chargerAnswer: null };
  const status = outcome.result['status'];
  if (status === 'Accepted') return { status: 'accepted', chargerAnswer: 'Accepted' };
  if (isRefusal(status)) return { status: 'refused', chargerAnswer: status };
  return { status: 'unreachable', chargerAnswer: null };
}

/** The charger's answer to CancelReservation, or `unreachable`. */
export function cancelAnswerOf(outcome: CommandOutcome): CancelAnswer {
  if (outcome.kind !== 'answered') return 'unreachable';
  return outcome.result['status'] === 'Accepted' ? 'Accepted' : 'Rejected';
}

/**
 * Whether a CancelReservation needs no further try: the charger answered, or it could not be asked but the
 * reservation has expired, so the charger has let the connector go by itself (OCPP 1.6 §5.13).
 */
export function cancelSettled(answer: CancelAnswer, expiresAt: Date, now: Date): boolean {
  return answer !== 'unreachable' || expiresAt.getTime() <= now.getTime();
}

/** What the driver reads about the reservation. */
export const RESERVATION_MESSAGES = {
  /** Before the slot the booking may still be cancelled, for a full refund. */
  refusedBeforeSlot: (why: ReservationRefusal) =>
    `The charger could not hold your slot (${why}). Choose another connector or cancel for a full refund.`,
  /** Once the slot has started a booking can no longer be cancelled; it can still start while the slot lasts. */
  refusedDuringSlot: (why: ReservationRefusal) =>
    `The charger could not hold your slot (${why}). You can still start charging once the connector is ` +
    'free, until your slot ends.',
  expired: (expiresAt: Date) =>
    `Your connector was held until ${formatTime12(expiresAt)} IST and was released because charging had ` +
    'not started. You can still start charging if the connector is free, until your slot ends.',
} as const;

/**
 * The reservation as the driver's status shows it at `now`. Once charging has started (or is starting) what
 * became of the reservation needs no words.
 */
export function reservationView(r: StoredReservation, now: Date, charging: boolean): ChargerReservation {
  const refusal = r.status === 'refused' && isRefusal(r.chargerAnswer) ? r.chargerAnswer : null;
  let message: string | null = null;
  if (!charging && refusal) {
    message =
      now.getTime() < r.slotStart.getTime()
        ? RESERVATION_MESSAGES.refusedBeforeSlot(refusal)
        : RESERVATION_MESSAGES.refusedDuringSlot(refusal);
  } else if (!charging && r.status === 'expired') {
    message = RESERVATION_MESSAGES.expired(r.expiresAt);
  }
  return {
    status: r.status,
    connectorId: r.connectorId,
    expiresAt: r.expiresAt.toISOString(),
    refusal,
    message,
  };
}
