import { createEnvelope, type EventEnvelope } from './envelope';
import { createInProcessBus } from './in-process-bus';

const paid = (data: object = { bookingId: 'b1' }) => createEnvelope('payment.completed', 1, data);

describe('in-process bus', () => {
  it('delivers each event to every consumer subscribed to its type, after publish returns', async () => {
    const bus = createInProcessBus();
    const got: string[] = [];
    await bus.subscribe('bookings', ['payment.completed'], async (e) => void got.push(`bookings:${e.type}`));
    await bus.subscribe('payments', ['booking.cancelled'], async (e) => void got.push(`payments:${e.type}`));
    await bus.subscribe(
      'charging',
      ['payment.completed', 'booking.cancelled'],
      async (e) => void got.push(`charging:${e.type}`),
    );
    await bus.publish(paid());
    expect(got).toEqual([]); // never inside the publisher's call
    await bus.idle();
    expect(got.sort()).toEqual(['bookings:payment.completed', 'charging:payment.completed']);
    await bus.close();
  });

  it('routes within one consumer to the handler subscribed to the type', async () => {
    const bus = createInProcessBus();
    const got: string[] = [];
    await bus.subscribe('bookings', ['payment.completed'], async () => void got.push('confirm'));
    await bus.subscribe('bookings', ['charging.session.started'], async () => void got.push('activate'));
    await bus.publish(createEnvelope('charging.session.started', 1, {}));
    await bus.idle();
    expect(got).toEqual(['activate']);
  });

  it('hands consumers a copy as it would arrive over the wire, not the publisher’s object', async () => {
    const bus = createInProcessBus();
    const event = paid({ at: new Date('2026-01-01T00:00:00Z') });
    let received: EventEnvelope | undefined;
    await bus.subscribe('bookings', ['payment.completed'], async (e) => void (received = e));
    await bus.publish(event);
    await bus.idle();
    expect(received).not.toBe(event);
    expect(received?.data).toEqual({ at: '2026-01-01T00:00:00.000Z' });
  });

  it('redelivers after a handler throws, counting deliveries, and stops once it succeeds', async () => {
    const bus = createInProcessBus({ retryDelayMs: 1 });
    const counts: number[] = [];
    await bus.subscribe('bookings', ['payment.completed'], async (_e, { deliveryCount }) => {
      counts.push(deliveryCount);
      if (deliveryCount < 3) throw new Error('database busy');
    });
    await bus.publish(paid());
    await bus.idle();
    expect(counts).toEqual([1, 2, 3]);
    expect(bus.deadLetters('bookings')).toEqual([]);
  });

  it('dead-letters a poison event after maxDeliveries while good events keep flowing', async () => {
    const bus = createInProcessBus({ maxDeliveries: 3, retryDelayMs: 5 });
    const poison = paid({ poison: true });
    const good: string[] = [];
    let poisonDeliveries = 0;
    await bus.subscribe('bookings', ['payment.completed'], async (e) => {
      if ((e.data as { poison?: boolean }).poison) {
        poisonDeliveries += 1;
        throw new Error('cannot handle this one');
      }
      good.push(e.id);
    });
    await bus.publish(poison);
    const goods = [paid(), paid(), paid()];
    for (const g of goods) await bus.publish(g);
    await bus.idle();
    expect(good).toEqual(goods.map((g) => g.id));
    expect(poisonDeliveries).toBe(3);
    expect(bus.deadLetters('bookings')).toEqual([
      { event: poison, deliveryCount: 3, error: 'cannot handle this one' },
    ]);
    expect(bus.deadLetters('payments')).toEqual([]);
    expect(await bus.deadLetterDepth()).toEqual({ bookings: 1 });
  });

  it('rejects a malformed envelope at publish, and everything once closed', async () => {
    const bus = createInProcessBus();
    await expect(bus.publish({ ...paid(), id: 'nope' })).rejects.toThrow(/uuid/);
    await bus.check();
    await bus.close();
    await expect(bus.check()).rejects.toThrow(/closed/);
    await expect(bus.publish(paid())).rejects.toThrow(/closed/);
  });

  it('refuses a subscription without event types or with an odd consumer name', async () => {
    const bus = createInProcessBus();
    await expect(bus.subscribe('bookings', [], async () => undefined)).rejects.toThrow(/no event type/);
    await expect(bus.subscribe('book ings', ['payment.completed'], async () => undefined)).rejects.toThrow(
      /consumer name/,
    );
  });

  it('hands broadcast events to every broadcast handler of their type, after publish, beside consumers', async () => {
    const bus = createInProcessBus();
    const got: string[] = [];
    await bus.subscribe('payments', ['booking.cancelled'], async () => void got.push('payments'));
    await bus.subscribeBroadcast(
      ['auth.tokens.revoked'],
      (e) => void got.push(`a:${JSON.stringify(e.data)}`),
    );
    await bus.subscribeBroadcast(
      ['auth.tokens.revoked', 'booking.cancelled'],
      (e) => void got.push(`b:${e.type}`),
    );
    const revoked = createEnvelope('auth.tokens.revoked', 1, { userId: 7 });
    await bus.publish(revoked);
    expect(got).toEqual([]); // never inside the publisher's call
    await bus.idle();
    expect(got.sort()).toEqual(['a:{"userId":7}', 'b:auth.tokens.revoked']);
    got.length = 0;
    await bus.publish(createEnvelope('booking.cancelled', 1, {}));
    await bus.publish(paid()); // nobody's type
    await bus.idle();
    expect(got.sort()).toEqual(['b:booking.cancelled', 'payments']);
  });

  it('a failing broadcast handler drops the event, once, without stopping the others', async () => {
    const bus = createInProcessBus({ retryDelayMs: 1 });
    let failing = 0;
    const got: number[] = [];
    await bus.subscribeBroadcast(['auth.tokens.revoked'], () => {
      failing += 1;
      throw new Error('boom');
    });
    await bus.subscribeBroadcast(['auth.tokens.revoked'], async (e) => {
      got.push((e.data as { userId: number }).userId);
    });
    await bus.publish(createEnvelope('auth.tokens.revoked', 1, { userId: 1 }));
    await bus.publish(createEnvelope('auth.tokens.revoked', 1, { userId: 2 }));
    await bus.idle();
    expect([failing, got]).toEqual([2, [1, 2]]);
    await expect(bus.subscribeBroadcast([], () => undefined)).rejects.toThrow(/no event type/);
  });
});
