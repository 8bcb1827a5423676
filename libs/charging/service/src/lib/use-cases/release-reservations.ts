import type { CommandOutcome } from '../clients/ocpp.client';
import type { ChargingDeps } from '../deps';
import { cancelAnswerOf, cancelSettled, RESERVATION_RETRY_S } from '../rules/reservation-rules';

/** At most this many reservations of each kind per run; the next run takes the rest. */
const BATCH = 100;

/**
 * The no-show rule (docs/product.md §4): a reservation whose grace period is over without a start is
 * `expired` (or `used`, when the booking's session did charge on a charger that did not name the
 * reservation), and the charger is owed a CancelReservation.
 */
export async function expireLapsedReservations(deps: ChargingDeps, now: Date): Promise<number> {
  const lapsed = await deps.reservations.expireLapsed(now, BATCH);
  for (const r of lapsed) {
    deps.ctx.logger.info(
      { bookingId: r.bookingId, reservationId: r.id, status: r.status },
      r.status === 'used'
        ? 'reservation used by the session'
        : 'reservation expired: charging had not started',
    );
  }
  return lapsed.length;
}

/**
 * CancelReservation for every reservation withdrawn (booking cancelled) or expired, each claimed by one
 * instance. A charger that cannot be asked is asked again after RESERVATION_RETRY_S until the reservation's
 * expiry, when it lets the connector go by itself.
 */
export async function sendOwedCancels(deps: ChargingDeps, now: Date): Promise<number> {
  const retryBefore = new Date(now.getTime() - RESERVATION_RETRY_S * 1000);
  let sent = 0;
  for (const r of await deps.reservations.claimCancels(now, retryBefore, BATCH)) {
    let outcome: CommandOutcome;
    try {
      outcome = await deps.ocpp.command(r.chargePointId, 'CancelReservation', { reservationId: r.id });
    } catch (err) {
      outcome = { kind: 'failed', message: (err as Error).message };
    }
    const answer = cancelAnswerOf(outcome);
    await deps.reservations.recordCancel(r.id, answer, cancelSettled(answer, r.expiresAt, now));
    sent += 1;
    deps.ctx.logger.info(
      { bookingId: r.bookingId, reservationId: r.id, chargePointId: r.chargePointId, answer },
      'reservation withdrawn from the charger',
    );
  }
  return sent;
}
