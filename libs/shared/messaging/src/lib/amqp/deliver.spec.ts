import type { Channel, ConsumeMessage } from 'amqplib';
import { silentLogger } from '@chargesetu/shared/db';
import { createEnvelope } from '../envelope';
import { ConsumerRegistry } from '../event-bus';
import { deliveryCountOf, handleDelivery } from './deliver';

/** Records what the consumer did with a message: the real broker behaviour is covered by the int tests. */
function fakeChannel() {
  const calls: string[] = [];
  const ch = {
    ack: () => void calls.push('ack'),
    nack: (_m: unknown, _all: boolean, requeue: boolean) =>
      void calls.push(requeue ? 'requeue' : 'dead-letter'),
  } as unknown as Channel;
  return { ch, calls };
}

const message = (body: string, deliveryCount?: number) =>
  ({
    content: Buffer.from(body),
    properties: {
      headers: deliveryCount === undefined ? {} : { 'x-delivery-count': deliveryCount },
      messageId: 'm1',
    },
  }) as unknown as ConsumeMessage;

describe('handleDelivery', () => {
  const event = createEnvelope('payment.completed', 1, {});
  const run = async (body: string, count: number | undefined, handler: () => Promise<void>) => {
    const registry = new ConsumerRegistry();
    registry.add('bookings', ['payment.completed'], handler);
    const { ch, calls } = fakeChannel();
    await handleDelivery({
      ch,
      msg: message(body, count),
      consumer: 'bookings',
      registry,
      maxDeliveries: 3,
      logger: silentLogger,
    });
    return calls;
  };

  it('counts the first delivery as 1 and adds earlier returns from x-delivery-count', () => {
    expect(deliveryCountOf(message('{}'))).toBe(1);
    expect(deliveryCountOf(message('{}', 2))).toBe(3);
  });

  it('acks after the handler succeeds', async () => {
    expect(await run(JSON.stringify(event), undefined, async () => undefined)).toEqual(['ack']);
  });

  it('requeues when the handler throws before the last delivery, dead-letters on the last', async () => {
    const fail = async () => Promise.reject(new Error('x'));
    expect(await run(JSON.stringify(event), 1, fail)).toEqual(['requeue']);
    expect(await run(JSON.stringify(event), 2, fail)).toEqual(['dead-letter']);
  });

  it('dead-letters malformed JSON without calling the handler', async () => {
    const handler = jest.fn(async () => undefined);
    expect(await run('{oops', undefined, handler)).toEqual(['dead-letter']);
    expect(handler).not.toHaveBeenCalled();
  });
});
