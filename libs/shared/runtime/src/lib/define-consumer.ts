import {
  isValidEvent,
  registerFormats,
  type EventEnvelope,
  type EventName,
  type EventPayloads,
} from '@chargesetu/shared/contracts';
import { handleOnce } from '@chargesetu/shared/messaging';
import type { EntityManager } from 'typeorm';
import type { Consumer, ServiceDeps } from './service-module';

registerFormats(); // the payload checks need uuid and date-time

/** What a consumer's handler receives: the checked payload, its envelope, the transaction, the deps. */
export interface ConsumerInput<N extends EventName, D> {
  data: EventPayloads[N];
  event: EventEnvelope<EventPayloads[N], N>;
  /** The transaction the inbox row commits in: write the effect (and any event it enqueues) through it. */
  m: EntityManager;
  deps: D;
}

/**
 * One consumer of one event type (at its current version). Before the handler runs, the payload is
 * checked against the event's contract: a malformed event throws, so the bus retries it and then
 * dead-letters it rather than half-applying it. The handler runs at most once per event and consumer:
 * its effect commits with an inbox row named `<service>.<name>`, and a redelivery finds the row and
 * changes nothing. After an applied effect the service's outbox relay is woken, so an event the handler
 * enqueued leaves at once.
 */
export function defineConsumer<N extends EventName, D extends ServiceDeps>(
  event: N,
  def: { name: string; handle(input: ConsumerInput<N, D>): Promise<void> },
): Consumer<D> {
  if (!/^[a-z][a-z0-9-]*$/.test(def.name)) throw new Error(`consumer name '${def.name}' is not kebab-case`);
  return {
    name: def.name,
    event,
    async run(envelope, deps) {
      if (!isValidEvent(envelope, event)) throw new Error(`malformed ${event} event ${envelope.id}`);
      const inbox = `${deps.ctx.name}.${def.name}`;
      const outcome = await handleOnce(deps.ctx.dataSource, inbox, envelope, (m) =>
        def.handle({ data: envelope.data, event: envelope, m, deps }),
      );
      if (outcome === 'applied') deps.ctx.relay.notify();
    },
  };
}
