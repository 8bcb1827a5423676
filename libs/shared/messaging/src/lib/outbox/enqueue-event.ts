import type { EntityManager } from 'typeorm';
import { assertEnvelope, type EventEnvelope } from '../envelope';
import { messagingTable } from './tables';

/**
 * Adds the event to the service's outbox inside the caller's transaction, so it is published if and only
 * if the state change commits. The relay publishes it shortly after (call `relay.notify()` after the
 * commit to skip the poll delay).
 */
export async function enqueueEvent(m: EntityManager, event: EventEnvelope): Promise<void> {
  if (!m.queryRunner?.isTransactionActive) {
    throw new Error('enqueueEvent needs the EntityManager of a transaction (use withTransaction)');
  }
  assertEnvelope(event);
  await m.query(
    `INSERT INTO ${messagingTable(m.connection, 'outbox')} (event_id, event_type, envelope) VALUES ($1, $2, $3)`,
    [event.id, event.type, JSON.stringify(event)],
  );
}
