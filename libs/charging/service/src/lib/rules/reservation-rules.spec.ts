import { aReservation } from '../../testing/stored-reservation';
import { minutesAfterStart, SESSION_START } from '../../testing/stored-session';
import {
  cancelAnswerOf,
  cancelSettled,
  isDueForReservation,
  reservationExpiry,
  reservationView,
  reserveOutcomeOf,
  startingWindow,
} from './reservation-rules';

// A slot starting at 10:00 IST on 23 November 2026; lead and grace as configured by default.
const slot = SESSION_START;
const at = minutesAfterStart;
const times = { RESERVATION_LEAD_MINUTES: 10, RESERVATION_GRACE_MINUTES: 10 };

describe('isDueForReservation', () => {
  it('is due from the lead before the slot until the slot start plus the grace period', () => {
    expect(isDueForReservation(slot, at(-10.01), times)).toBe(false);
    expect(isDueForReservation(slot, at(-10), times)).toBe(true);
    expect(isDueForReservation(slot, at(0), times)).toBe(true);
    expect(isDueForReservation(slot, at(9.99), times)).toBe(true);
    expect(isDueForReservation(slot, at(10), times)).toBe(false);
  });

  it('follows the configured lead and grace', () => {
    const wide = { RESERVATION_LEAD_MINUTES: 30, RESERVATION_GRACE_MINUTES: 5 };
    expect(isDueForReservation(slot, at(-30), wide)).toBe(true);
    expect(isDueForReservation(slot, at(5), wide)).toBe(false);
  });
});

describe('startingWindow', () => {
  it('asks bookings for exactly the slot starts that are due now', () => {
    const now = at(-3);
    const { from, to } = startingWindow(now, times);
    const inWindow = (start: Date) => start >= from && start < to;
    for (const offset of [-13, -12.99, -3, 6.99, 7, 7.01]) {
      // A slot starting `offset` minutes after SESSION_START, seen at `now`.
      const start = at(offset);
      expect([offset, inWindow(start)]).toEqual([offset, isDueForReservation(start, now, times)]);
    }
  });
});

describe('reservationExpiry', () => {
  it('is the slot start plus the grace period', () => {
    expect(reservationExpiry(slot, times)).toEqual(at(10));
  });
});

describe('reserveOutcomeOf', () => {
  const answered = (status: unknown) => ({ kind: 'answered' as const, result: { status } });

  it('turns the charger answer into the reservation state', () => {
    expect(reserveOutcomeOf(answered('Accepted'))).toEqual({ status: 'accepted', chargerAnswer: 'Accepted' });
    for (const refusal of ['Faulted', 'Occupied', 'Rejected', 'Unavailable']) {
      expect(reserveOutcomeOf(answered(refusal))).toEqual({ status: 'refused', chargerAnswer: refusal });
    }
  });

  it('a charger that cannot be asked, or answers off the protocol, is unreachable (asked again)', () => {
    expect(reserveOutcomeOf({ kind: 'offline', message: 'not connected' })).toEqual({
      status: 'unreachable',
      chargerAnswer: null,
    });
    expect(reserveOutcomeOf({ kind: 'failed', message: 'timeout' }).status).toBe('unreachable');
    expect(reserveOutcomeOf(answered('Maybe')).status).toBe('unreachable');
  });
});

describe('cancelAnswerOf and cancelSettled', () => {
  it('keeps trying an unreachable charger until the reservation has expired on it', () => {
    expect(cancelAnswerOf({ kind: 'answered', result: { status: 'Accepted' } })).toBe('Accepted');
    expect(cancelAnswerOf({ kind: 'answered', result: { status: 'Rejected' } })).toBe('Rejected');
    expect(cancelAnswerOf({ kind: 'offline', message: 'x' })).toBe('unreachable');
    expect(cancelSettled('Rejected', at(10), at(0))).toBe(true);
    expect(cancelSettled('unreachable', at(10), at(0))).toBe(false);
    expect(cancelSettled('unreachable', at(10), at(10))).toBe(true);
  });
});

describe('reservationView', () => {
  it('shows an accepted reservation without a message', () => {
    expect(reservationView(aReservation(), at(-5), false)).toEqual({
      status: 'accepted',
      connectorId: 2,
      expiresAt: at(10).toISOString(),
      refusal: null,
      message: null,
    });
  });

  it('when the charger refused before the slot, says why and offers the full refund', () => {
    const refused = aReservation({ status: 'refused', chargerAnswer: 'Faulted' });
    expect(reservationView(refused, at(-5), false)).toMatchObject({
      status: 'refused',
      refusal: 'Faulted',
      message:
        'The charger could not hold your slot (Faulted). Choose another connector or cancel for a full refund.',
    });
  });

  it('once the slot has started (no cancel possible), a refusal says charging can still start', () => {
    const refused = aReservation({ status: 'refused', chargerAnswer: 'Occupied' });
    expect(reservationView(refused, at(1), false).message).toBe(
      'The charger could not hold your slot (Occupied). You can still start charging once the connector is ' +
        'free, until your slot ends.',
    );
  });

  it('an expired reservation states the no-show rule', () => {
    const expired = aReservation({ status: 'expired', endedAt: at(10) });
    expect(reservationView(expired, at(11), false).message).toBe(
      'Your connector was held until 10:10 AM IST and was released because charging had not started. You can ' +
        'still start charging if the connector is free, until your slot ends.',
    );
  });

  it('says nothing once charging has started', () => {
    const refused = aReservation({ status: 'refused', chargerAnswer: 'Occupied' });
    expect(reservationView(refused, at(1), true)).toMatchObject({ refusal: 'Occupied', message: null });
    expect(
      reservationView(aReservation({ status: 'expired', endedAt: at(10) }), at(11), true).message,
    ).toBeNull();
  });
});
