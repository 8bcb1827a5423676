import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';

const T = `"assistant"."assistant_rate_windows"`;

/** The outcome of counting one question against the user's window. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed one-minute window per user, anchored at the first question after the previous window ended,
 * kept in PostgreSQL so every instance shares it. One upsert counts and decides atomically: the row
 * lock serialises concurrent questions of one user, and a refused question is not counted.
 */
export function rateLimitRepository(ds: DataSource) {
  return {
    async take(userId: number, maxPerMinute: number, m: EntityManager = ds.manager): Promise<RateDecision> {
      const counted = rowsOf<{ count: number }>(
        await m.query(
          `INSERT INTO ${T} AS w (user_id, window_start, count) VALUES ($1, now(), 1)
         ON CONFLICT (user_id) DO UPDATE SET
           window_start = CASE WHEN w.window_start <= now() - interval '1 minute' THEN now() ELSE w.window_start END,
           count = CASE WHEN w.window_start <= now() - interval '1 minute' THEN 1 ELSE w.count + 1 END
         WHERE w.window_start <= now() - interval '1 minute' OR w.count < $2
         RETURNING count`,
          [userId, maxPerMinute],
        ),
      );
      if (counted.length > 0) return { allowed: true };
      const [row]: Array<{ wait: number }> = await m.query(
        `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + interval '1 minute' - now()))))::int AS wait
         FROM ${T} WHERE user_id = $1`,
        [userId],
      );
      return { allowed: false, retryAfterSeconds: row?.wait ?? 60 };
    },
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
