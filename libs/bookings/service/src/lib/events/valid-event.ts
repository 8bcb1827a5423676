import {
  isValidEvent,
  registerFormats,
  type EventName,
  type EventPayloads,
} from '@chargesetu/shared/contracts';
import type { EventEnvelope } from '@chargesetu/shared/messaging';

registerFormats();

/**
 * The event's payload when it matches its contract. A malformed event throws: the bus retries it and
 * then dead-letters it, where it can be inspected, rather than being half-applied.
 */
export function payloadOf<N extends EventName>(event: EventEnvelope, name: N): EventPayloads[N] {
  if (!isValidEvent(event, name)) throw new Error(`malformed ${name} event ${event.id}`);
  return event.data;
}
