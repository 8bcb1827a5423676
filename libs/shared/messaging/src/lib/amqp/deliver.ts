import type { Channel, ConsumeMessage } from 'amqplib';
import type { Logger } from '@chargesetu/shared/db';
import { parseEnvelope, type EventEnvelope } from '../envelope';
import type { ConsumerRegistry } from '../event-bus';

/** Deliveries so far, this one included; quorum queues count earlier returns in `x-delivery-count`. */
export function deliveryCountOf(msg: Pick<ConsumeMessage, 'properties'>): number {
  const n = Number(msg.properties.headers?.['x-delivery-count'] ?? 0);
  return (Number.isFinite(n) && n >= 0 ? n : 0) + 1;
}

/**
 * One message: malformed ones go straight to the dead-letter queue; a handler that throws gets the message
 * requeued until its last allowed delivery, then dead-lettered; success acks. An ack or nack on a channel
 * that died meanwhile is dropped: the broker redelivers the message and the inbox makes that harmless.
 */
export async function handleDelivery(o: {
  ch: Channel;
  msg: ConsumeMessage;
  consumer: string;
  registry: ConsumerRegistry;
  maxDeliveries: number;
  logger: Logger;
}): Promise<void> {
  const { ch, msg, consumer, logger } = o;
  const settle = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      logger.debug(
        { consumer, err: (err as Error).message },
        'could not settle a message on a closed channel',
      );
    }
  };
  let event: EventEnvelope;
  try {
    event = parseEnvelope(msg.content.toString('utf8'));
  } catch (err) {
    logger.error(
      { consumer, messageId: msg.properties.messageId, err: (err as Error).message },
      'malformed message dead-lettered',
    );
    settle(() => ch.nack(msg, false, false));
    return;
  }
  const deliveryCount = deliveryCountOf(msg);
  try {
    const handled = await o.registry.dispatch(consumer, event, { deliveryCount });
    if (handled === 0) logger.debug({ consumer, type: event.type }, 'no handler for this event type; acked');
    settle(() => ch.ack(msg));
  } catch (err) {
    const last = deliveryCount >= o.maxDeliveries;
    const ctx = {
      consumer,
      eventId: event.id,
      type: event.type,
      deliveryCount,
      err: (err as Error)?.message ?? String(err),
    };
    if (last) logger.error(ctx, 'event dead-lettered after its last delivery');
    else logger.warn(ctx, 'event handler failed; will redeliver');
    // requeue=false dead-letters through the queue's dead-letter exchange.
    settle(() => ch.nack(msg, false, !last));
  }
}
