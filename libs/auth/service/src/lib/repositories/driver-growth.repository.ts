import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource } from 'typeorm';

/** Driver accounts created before a month, and how many were created in each IST month from it on. */
export interface DriverSignups {
  before: number;
  /** 'YYYY-MM' (IST) -> accounts created in that month. */
  byMonth: Map<string, number>;
}

/**
 * Driver accounts (role `user`) by the IST month of their creation, from `since` on, and how many were
 * created before it, in one pass. IST is a fixed +05:30 (no daylight saving), so the month is read from
 * the UTC time plus 5 h 30 min; no time-zone database is needed.
 */
export async function driverSignupsSince(ds: DataSource, since: Date): Promise<DriverSignups> {
  const rows = rowsOf<{ month: string | null; n: number | string }>(
    await ds.query(
      `SELECT CASE WHEN "created_at" < $1 THEN NULL
                   ELSE to_char(("created_at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM')
              END AS "month",
              count(*)::int AS "n"
         FROM "auth"."users"
        WHERE "role" = 'user'
        GROUP BY 1`,
      [since],
    ),
  );
  const byMonth = new Map<string, number>();
  let before = 0;
  for (const row of rows) {
    if (row.month === null) before = Number(row.n);
    else byMonth.set(row.month, Number(row.n));
  }
  return { before, byMonth };
}
