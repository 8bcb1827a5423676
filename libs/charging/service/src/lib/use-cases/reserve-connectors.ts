import { EVENTS, type ReservationRefusal, type StartingBooking } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import { createEvent, enqueueEvent } from '@chargesetu/shared/messaging';
import type { CommandOutcome } from '../clients/ocpp.client';
import type { ChargingDeps } from '../deps';
import type { StoredReservation } from '../repositories/stored-reservation';
import {
  isDueForReservation,
  isRefusal,
  RESERVATION_RETRY_S,
  reservationExpiry,
  reserveOutcomeOf,
  startingWindow,
} from '../rules/reservation-rules';

/** At most this many reservations are sent per run; the next run takes the rest. */
const BATCH = 100;

/**
 * The paid bookings whose slot starts within RESERVATION_LEAD_MINUTES (or started less than
 * RESERVATION_GRACE_MINUTES ago) and have no reservation yet, on a charger a charge point serves and that is
 * online: each is recorded `requested` (the unique booking makes one instance the sender), checked once more
 * with bookings (a cancel that landed meanwhile withdraws it unsent), and its connector reserved with
 * ReserveNow for the driver's idTag until the slot's start plus the grace period. A charger still running a
 * session is left until it is free. No transaction is open during a call to another service or a charger.
 */
export async function reserveDueConnectors(deps: ChargingDeps, now: Date): Promise<number> {
  const { from, to } = startingWindow(now, deps.config);
  const starting = await deps.bookings.startingBetween(from, to);
  const known = await deps.reservations.bookingIdsAmong(starting.map((b) => b.id));
  let sent = 0;
  for (const booking of starting) {
    if (sent >= BATCH) break;
    if (known.has(booking.id) || !isDueForReservation(new Date(booking.startTime), now, deps.config))
      continue;
    try {
      if (await reserveOne(deps, booking, now)) sent += 1;
    } catch (err) {
      deps.ctx.logger.warn(
        { err, bookingId: booking.id },
        'could not reserve the booked connector; trying again later',
      );
    }
  }
  return sent;
}

/**
 * ReserveNow again for reservations the charger did not answer (unreachable, or an instance gone while
 * asking) RESERVATION_RETRY_S ago, until they expire; each claimed by one instance.
 */
export async function retryReservations(deps: ChargingDeps, now: Date): Promise<number> {
  const retryBefore = new Date(now.getTime() - RESERVATION_RETRY_S * 1000);
  let sent = 0;
  for (const r of await deps.reservations.claimRetries(now, retryBefore, BATCH)) {
    const booking = await deps.bookings.booking(r.bookingId).catch(() => undefined);
    if (booking === undefined) continue; // bookings cannot be read: the next claim tries again
    if (booking === null || booking.status === 'cancelled') {
      // The charger may have taken an earlier attempt it did not answer: withdraw it there too.
      await deps.reservations.cancelForBooking(r.bookingId, now);
      continue;
    }
    // Charging has started (or is over): the reservation lapses into `used` at its expiry.
    if (booking.status !== 'confirmed') continue;
    await sendReserveNow(deps, r, now);
    sent += 1;
  }
  return sent;
}

async function reserveOne(deps: ChargingDeps, booking: StartingBooking, now: Date): Promise<boolean> {
  // The previous slot's session (or this booking's own start) still holds the charger: a later run reserves.
  if (await deps.sessions.findActiveOnCharger(booking.stationId, booking.chargerIndex)) return false;
  const session = await deps.sessions.findByBooking(booking.id);
  if (session && session.status !== 'failed') return false;
  const link = await deps.ocpp.connectorOf(booking.stationId, booking.chargerIndex);
  if (!link?.online) return false;
  const idTag = await deps.ocpp.idTagOf(booking.userId);
  const slotStart = new Date(booking.startTime);
  const row = await deps.reservations.insertRequested(
    {
      bookingId: booking.id,
      userId: booking.userId,
      stationId: booking.stationId,
      chargerIndex: booking.chargerIndex,
      chargePointId: link.chargePointId,
      connectorId: link.connectorId,
      idTag,
      slotStart,
      expiresAt: reservationExpiry(slotStart, deps.config),
    },
    now,
  );
  if (!row) return false; // another instance has it
  // Cancelled, started or moved to another charger between the list and the insert: a cancel or a move from
  // now on finds the row.
  const current = await deps.bookings.booking(booking.id);
  if (current?.status !== 'confirmed' || current.chargerIndex !== booking.chargerIndex) {
    await deps.reservations.withdrawUnsent(row.id, now);
    return false;
  }
  await sendReserveNow(deps, row, now);
  return true;
}

/** ReserveNow for the reservation, and the charger's answer recorded (accepted, refused or unreachable). */
async function sendReserveNow(deps: ChargingDeps, r: StoredReservation, now: Date): Promise<void> {
  let outcome: CommandOutcome;
  try {
    outcome = await deps.ocpp.command(r.chargePointId, 'ReserveNow', {
      connectorId: r.connectorId,
      expiryDate: r.expiresAt.toISOString(),
      idTag: r.idTag,
      reservationId: r.id,
    });
  } catch (err) {
    outcome = { kind: 'failed', message: (err as Error).message };
  }
  const result = reserveOutcomeOf(outcome);
  // A refusal goes to bookings with the answer, in its transaction: the booking becomes affected (§10).
  const refused = await withTransaction(deps.ctx.dataSource, async (m) => {
    const recorded = await deps.reservations.recordAnswer(r.id, result, now, m);
    if (recorded?.status !== 'refused' || !isRefusal(recorded.chargerAnswer)) return false;
    await enqueueEvent(m, reservationRefusedEvent(recorded, recorded.chargerAnswer, now));
    return true;
  });
  if (refused) deps.ctx.relay.notify();
  const where = { bookingId: r.bookingId, chargePointId: r.chargePointId, connectorId: r.connectorId };
  if (result.status === 'accepted')
    deps.ctx.logger.info({ ...where, reservationId: r.id }, 'connector reserved');
  else
    deps.ctx.logger.warn(
      { ...where, outcome, reservationId: r.id },
      'the charger did not reserve the connector',
    );
}

/** charging.reservation.refused for a reservation the charger refused (its answer recorded as the refusal). */
function reservationRefusedEvent(r: StoredReservation, refusal: ReservationRefusal, at: Date) {
  return createEvent(EVENTS.chargingReservationRefused, {
    bookingId: r.bookingId,
    userId: r.userId,
    stationId: r.stationId,
    chargerIndex: r.chargerIndex,
    chargePointId: r.chargePointId,
    connectorId: r.connectorId,
    reservationId: r.id,
    refusal,
    refusedAt: at.toISOString(),
  });
}
