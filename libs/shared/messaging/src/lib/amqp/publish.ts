import type { ConfirmChannel } from 'amqplib';
import type { EventEnvelope } from '../envelope';

/**
 * Publishes a persistent JSON message and resolves only on the broker's confirm; rejects on a nack, when
 * the channel closes first, or after `timeoutMs`. The routing key is the event type.
 */
export function publishConfirmed(
  pub: ConfirmChannel,
  exchange: string,
  event: EventEnvelope,
  timeoutMs: number,
): Promise<void> {
  const body = Buffer.from(JSON.stringify(event));
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('RabbitMQ did not confirm the message in time')),
      timeoutMs,
    );
    const done = (err: unknown) => {
      clearTimeout(timer);
      if (err) reject(err instanceof Error ? err : new Error(`RabbitMQ refused the message: ${String(err)}`));
      else resolve();
    };
    try {
      pub.publish(
        exchange,
        event.type,
        body,
        {
          persistent: true,
          contentType: 'application/json',
          messageId: event.id,
          type: event.type,
          correlationId: event.correlationId,
          timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
          headers: { 'x-event-version': event.version, 'x-correlation-id': event.correlationId },
        },
        done,
      );
    } catch (err) {
      done(err);
    }
  });
}
