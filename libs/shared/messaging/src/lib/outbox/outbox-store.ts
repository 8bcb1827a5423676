import type { DataSource } from 'typeorm';
import { assertEnvelope, type EventEnvelope } from '../envelope';
import { messagingTable } from './tables';

/** Rows of a query, the same shape on `pg` and PGlite whatever the command (UPDATE returns [rows, count] raw). */
async function rows<T>(ds: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  const qr = ds.createQueryRunner();
  try {
    return (await qr.query(sql, params, true)).records as T[];
  } finally {
    await qr.release();
  }
}

/**
 * Takes the oldest unsent rows nobody else holds, and leases them: a relay instance that dies mid-round
 * frees its rows when the lease ends. SKIP LOCKED lets concurrent instances take different rows.
 */
export async function claimBatch(
  ds: DataSource,
  limit: number,
  leaseMs: number,
): Promise<Array<{ id: string; envelope: EventEnvelope }>> {
  const t = messagingTable(ds, 'outbox');
  const claimed = await rows<{ id: string | number; envelope: unknown }>(
    ds,
    `UPDATE ${t} SET locked_until = now() + make_interval(secs => $2::double precision)
     WHERE id IN (
       SELECT id FROM ${t}
       WHERE sent_at IS NULL AND (locked_until IS NULL OR locked_until < now())
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, envelope`,
    [limit, leaseMs / 1000],
  );
  return claimed
    .map((r) => {
      const envelope = typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope;
      assertEnvelope(envelope);
      return { id: String(r.id), envelope };
    })
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/** The confirmed rows of a batch, in one statement. */
export async function markSent(ds: DataSource, ids: string[]): Promise<void> {
  await rows(
    ds,
    `UPDATE ${messagingTable(ds, 'outbox')} SET sent_at = now(), locked_until = NULL WHERE id = ANY($1::bigint[])`,
    [ids],
  );
}

/**
 * Records each failed row's error and hands it back (lease released), in one statement: the next round
 * (after the relay's backoff) claims it again.
 */
export async function markFailed(
  ds: DataSource,
  failed: Array<{ id: string; error: string }>,
): Promise<void> {
  if (failed.length === 0) return;
  const t = messagingTable(ds, 'outbox');
  await rows(
    ds,
    `UPDATE ${t} o SET attempts = o.attempts + 1, last_error = f.error, locked_until = NULL
     FROM unnest($1::bigint[], $2::text[]) AS f(id, error) WHERE o.id = f.id`,
    [failed.map((f) => f.id), failed.map((f) => f.error.slice(0, 2000))],
  );
}

export async function countUnsent(ds: DataSource): Promise<number> {
  const r = await rows<{ n: string | number }>(
    ds,
    `SELECT count(*) AS n FROM ${messagingTable(ds, 'outbox')} WHERE sent_at IS NULL`,
    [],
  );
  return Number(r[0]?.n ?? 0);
}

export async function pruneSent(ds: DataSource, olderThanMs: number): Promise<void> {
  await rows(
    ds,
    `DELETE FROM ${messagingTable(ds, 'outbox')} WHERE sent_at < now() - make_interval(secs => $1::double precision)`,
    [olderThanMs / 1000],
  );
}
