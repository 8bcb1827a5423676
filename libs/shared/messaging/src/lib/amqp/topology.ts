import type { Channel } from 'amqplib';

/** Names derived from the bus options; one place so the bus, tests and cleanup agree. */
export interface Topology {
  exchange: string;
  /** Dead-letter exchange (direct): each queue dead-letters with its own name as routing key. */
  deadLetterExchange: string;
  queuePrefix: string;
  maxDeliveries: number;
}

export function topologyFor(o: {
  exchange?: string;
  queuePrefix?: string;
  maxDeliveries?: number;
}): Topology {
  const exchange = o.exchange ?? 'chargesetu.events';
  return {
    exchange,
    deadLetterExchange: `${exchange}.dlx`,
    queuePrefix: o.queuePrefix ?? '',
    maxDeliveries: o.maxDeliveries ?? 5,
  };
}

const queueName = (t: Pick<Topology, 'queuePrefix'>, consumer: string) => `${t.queuePrefix}${consumer}`;
const deadLetterQueueName = (t: Pick<Topology, 'queuePrefix'>, consumer: string) =>
  `${queueName(t, consumer)}.dlq`;

/** The RabbitMQ queue of a consumer and its dead-letter queue (for tests and operators). */
export function amqpQueueNames(
  consumer: string,
  queuePrefix = '',
): { queue: string; deadLetterQueue: string } {
  return {
    queue: queueName({ queuePrefix }, consumer),
    deadLetterQueue: deadLetterQueueName({ queuePrefix }, consumer),
  };
}

export async function assertExchanges(ch: Channel, t: Topology): Promise<void> {
  await ch.assertExchange(t.exchange, 'topic', { durable: true });
  await ch.assertExchange(t.deadLetterExchange, 'direct', { durable: true });
}

/**
 * The consumer's durable queue, bound to each event type, with its dead-letter queue. A quorum queue,
 * because it counts deliveries (`x-delivery-count`) and dead-letters past `x-delivery-limit`: a backstop
 * for handlers that crash the process before they can nack. Changing maxDeliveries changes the queue's
 * arguments, which RabbitMQ refuses for an existing queue: delete the queue (or use a policy) first.
 */
export async function assertConsumerQueue(
  ch: Channel,
  t: Topology,
  consumer: string,
  eventTypes: string[],
): Promise<string> {
  const queue = queueName(t, consumer);
  const dlq = deadLetterQueueName(t, consumer);
  await ch.assertQueue(dlq, { durable: true });
  await ch.bindQueue(dlq, t.deadLetterExchange, queue);
  await ch.assertQueue(queue, {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      'x-delivery-limit': t.maxDeliveries,
      'x-dead-letter-exchange': t.deadLetterExchange,
      'x-dead-letter-routing-key': queue,
    },
  });
  await bindEventTypes(ch, t, consumer, eventTypes);
  return queue;
}

export async function bindEventTypes(
  ch: Channel,
  t: Topology,
  consumer: string,
  eventTypes: string[],
): Promise<void> {
  for (const type of eventTypes) await ch.bindQueue(queueName(t, consumer), t.exchange, type);
}

/**
 * This connection's broadcast queue: named by the server, exclusive, auto-deleted and not durable, so it
 * exists exactly as long as the connection, and bound to each event type. Every process has its own, so
 * each gets a copy of every such event (fan-out). Answers the queue's name.
 */
export async function assertBroadcastQueue(ch: Channel, t: Topology, eventTypes: string[]): Promise<string> {
  const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
  await bindBroadcastTypes(ch, t, queue, eventTypes);
  return queue;
}

export async function bindBroadcastTypes(
  ch: Channel,
  t: Topology,
  queue: string,
  eventTypes: string[],
): Promise<void> {
  for (const type of eventTypes) await ch.bindQueue(queue, t.exchange, type);
}
