import { registerFormats } from '../formats';
import { EVENTS, type EventEnvelope } from './envelope';
import { EVENT_CONTRACTS, eventPayloadSchema, isEvent, isValidEvent } from './registry';
import { BROADCAST_EVENTS, EVENT_SUBSCRIPTIONS } from './subscriptions';

beforeAll(() => registerFormats());

const paid: EventEnvelope = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  type: 'payment.completed',
  version: 1,
  occurredAt: '2026-11-23T04:30:00.000Z',
  correlationId: 'req-1',
  data: { paymentId: 1, bookingId: 9, userId: 3, amount: '666.70', paymentMethod: 'upi' },
};

describe('event contracts', () => {
  it('has one v1 contract per event name', () => {
    for (const name of Object.values(EVENTS)) {
      expect(EVENT_CONTRACTS.filter((c) => c.type === name && c.version === 1)).toHaveLength(1);
    }
    expect(eventPayloadSchema('payment.completed', 2)).toBeUndefined();
  });

  it('keeps broadcast events out of the durable subscriptions', () => {
    const durable = new Set<string>(Object.values(EVENT_SUBSCRIPTIONS).flat());
    expect(BROADCAST_EVENTS.filter((e) => durable.has(e))).toEqual([]);
  });
});

describe('isEvent', () => {
  it('narrows by name and current version', () => {
    expect(isEvent(paid, EVENTS.paymentCompleted)).toBe(true);
    if (isEvent(paid, EVENTS.paymentCompleted)) {
      const bookingId: number = paid.data.bookingId; // typed payload
      expect(bookingId).toBe(9);
    }
    expect(isEvent(paid, EVENTS.bookingCancelled)).toBe(false);
    expect(isEvent({ ...paid, version: 2 }, EVENTS.paymentCompleted)).toBe(false);
  });
});

describe('isValidEvent', () => {
  it('checks the envelope and the payload', () => {
    expect(isValidEvent(paid, EVENTS.paymentCompleted)).toBe(true);
    expect(isValidEvent({ ...paid, id: 'not-a-uuid' }, EVENTS.paymentCompleted)).toBe(false);
    expect(
      isValidEvent({ ...paid, data: { ...(paid.data as object), amount: 666.7 } }, EVENTS.paymentCompleted),
    ).toBe(false);
    expect(isValidEvent(paid, EVENTS.chargingSessionStarted)).toBe(false);
    expect(isValidEvent('{"type":"payment.completed"}', EVENTS.paymentCompleted)).toBe(false);
  });

  it('accepts a cancellation of an unpaid booking with null payment fields', () => {
    const cancelled = {
      ...paid,
      type: 'booking.cancelled',
      data: { bookingId: 9, userId: 3, paymentId: null, amountPaid: null, reason: 'user cancelled' },
    };
    expect(isValidEvent(cancelled, EVENTS.bookingCancelled)).toBe(true);
    // Every event carries a correlation id (its own id when nothing caused it): null is off the contract.
    expect(isValidEvent({ ...cancelled, correlationId: null }, EVENTS.bookingCancelled)).toBe(false);
  });

  it('accepts auth.tokens.revoked with a user id only when it is one', () => {
    const revoked = { ...paid, type: 'auth.tokens.revoked', data: { userId: 3 } };
    expect(isValidEvent(revoked, EVENTS.authTokensRevoked)).toBe(true);
    expect(isValidEvent({ ...revoked, data: { userId: '3' } }, EVENTS.authTokensRevoked)).toBe(false);
    expect(isValidEvent({ ...revoked, data: {} }, EVENTS.authTokensRevoked)).toBe(false);
  });

  it('accepts the charging events', () => {
    const started = {
      ...paid,
      type: 'charging.session.started',
      data: { sessionId: 4, bookingId: 9, userId: 3, startTime: paid.occurredAt },
    };
    const completed = {
      ...paid,
      type: 'charging.session.completed',
      data: {
        sessionId: 4,
        bookingId: 9,
        userId: 3,
        energyDelivered: '3.70',
        actualCost: '44.40',
        endTime: paid.occurredAt,
      },
    };
    expect(isValidEvent(started, EVENTS.chargingSessionStarted)).toBe(true);
    expect(isValidEvent(completed, EVENTS.chargingSessionCompleted)).toBe(true);
    expect(
      isValidEvent(
        { ...completed, data: { ...completed.data, energyDelivered: 3.7 } },
        EVENTS.chargingSessionCompleted,
      ),
    ).toBe(false);
  });

  it("accepts charging.reservation.refused only with one of the charger's refusals", () => {
    const refused = {
      ...paid,
      type: 'charging.reservation.refused',
      data: {
        bookingId: 9,
        userId: 3,
        stationId: 4,
        chargerIndex: 1,
        chargePointId: 'CS-1',
        connectorId: 2,
        reservationId: 17,
        refusal: 'Occupied',
        refusedAt: paid.occurredAt,
      },
    };
    expect(isValidEvent(refused, EVENTS.chargingReservationRefused)).toBe(true);
    expect(
      isValidEvent(
        { ...refused, data: { ...refused.data, refusal: 'Accepted' } },
        EVENTS.chargingReservationRefused,
      ),
    ).toBe(false);
    expect(
      isValidEvent(
        { ...refused, data: { ...refused.data, connectorId: 0 } },
        EVENTS.chargingReservationRefused,
      ),
    ).toBe(false);
  });

  it('accepts booking.no-show with a whole percent from 0 to 100', () => {
    const noShow = {
      ...paid,
      type: 'booking.no-show',
      data: {
        bookingId: 9,
        userId: 3,
        paymentId: 1,
        amountPaid: '666.70',
        refundPercent: 40,
        slotEnd: paid.occurredAt,
      },
    };
    expect(isValidEvent(noShow, EVENTS.bookingNoShow)).toBe(true);
    expect(
      isValidEvent({ ...noShow, data: { ...noShow.data, refundPercent: 101 } }, EVENTS.bookingNoShow),
    ).toBe(false);
    expect(
      isValidEvent({ ...noShow, data: { ...noShow.data, refundPercent: 12.5 } }, EVENTS.bookingNoShow),
    ).toBe(false);
  });
  it('accepts charging.idle-fee.charged with whole idle minutes and a money fee', () => {
    const idle = {
      ...paid,
      type: 'charging.idle-fee.charged',
      data: { bookingId: 9, userId: 3, sessionId: 4, idleMinutes: 25, fee: '30.00' },
    };
    expect(isValidEvent(idle, EVENTS.chargingIdleFeeCharged)).toBe(true);
    expect(
      isValidEvent({ ...idle, data: { ...idle.data, idleMinutes: 2.5 } }, EVENTS.chargingIdleFeeCharged),
    ).toBe(false);
    expect(isValidEvent({ ...idle, data: { ...idle.data, fee: '30' } }, EVENTS.chargingIdleFeeCharged)).toBe(
      false,
    );
  });
});
