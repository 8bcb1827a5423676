/** When a charger was last heard from, and last sent a Heartbeat (null: not since the last write). */
export interface SeenNews {
  seenAt: Date;
  heartbeatAt: Date | null;
}

/** Writes many chargers' news in one statement, never moving a time backwards. */
export type WriteSeen = (entries: Array<SeenNews & { id: string }>) => Promise<void>;

const merge = (older: SeenNews, newer: SeenNews): SeenNews => ({
  seenAt: newer.seenAt > older.seenAt ? newer.seenAt : older.seenAt,
  heartbeatAt: newer.heartbeatAt ?? older.heartbeatAt,
});

/**
 * "Last seen" and "last heartbeat" of the chargers this process holds, kept in memory and written to the
 * registry in one statement per flush (the flush job, OCPP_LAST_SEEN_FLUSH_MS) instead of one UPDATE and
 * one commit per message: at 1,000 messages a second that was 1,000 commits a second, a Heartbeat's only
 * database work. The registry lags by at most one flush; what reads it allows twice the heartbeat
 * interval, and the liveness check flushes first, so it judges on the newest times.
 */
export function lastSeenBuffer(write: WriteSeen) {
  let pending = new Map<string, SeenNews>();
  return {
    seen(id: string, at: Date, heartbeat: boolean): void {
      const news = { seenAt: at, heartbeatAt: heartbeat ? at : null };
      const before = pending.get(id);
      pending.set(id, before ? merge(before, news) : news);
    },

    /** Writes what is pending; on failure keeps it for the next flush (merged with anything newer) and throws. */
    async flush(): Promise<number> {
      if (pending.size === 0) return 0;
      const batch = pending;
      pending = new Map();
      try {
        await write([...batch].map(([id, news]) => ({ id, ...news })));
      } catch (err) {
        for (const [id, news] of batch) {
          const newer = pending.get(id);
          pending.set(id, newer ? merge(news, newer) : news);
        }
        throw err;
      }
      return batch.size;
    },
  };
}
export type LastSeenBuffer = ReturnType<typeof lastSeenBuffer>;
