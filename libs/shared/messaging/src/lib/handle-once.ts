import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from './envelope';
import { messagingTable } from './outbox/tables';

/**
 * Applies an event's effect at most once per consumer: the inbox row and the effect commit in one
 * transaction, and a redelivered event finds its row and changes nothing. If the effect throws, both roll
 * back and the delivery fails (to be redelivered). Use a consumer name per handler when several handlers
 * of one service react to the same event type, or the second would see the first's row as a duplicate.
 */
export async function handleOnce(
  ds: DataSource,
  consumer: string,
  event: EventEnvelope,
  effect: (m: EntityManager) => Promise<void>,
): Promise<'applied' | 'duplicate'> {
  return ds.transaction(async (m) => {
    const inserted: unknown[] = await m.query(
      `INSERT INTO ${messagingTable(ds, 'inbox')} (consumer, event_id, event_type) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [consumer, event.id, event.type],
    );
    if (inserted.length === 0) return 'duplicate';
    await effect(m);
    return 'applied';
  });
}
