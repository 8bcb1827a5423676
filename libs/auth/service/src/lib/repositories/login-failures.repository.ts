import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import { sourceKey } from '../rules/source-address';

export interface FailureWindow {
  /** Failures in the window. */
  count: number;
  /** Seconds until the oldest of them leaves the window (0 when there are none). */
  secondsUntilOldestExpires: number;
}

/** The failures that decide one sign-in attempt (see rules/login-rate-limit.ts). */
export interface AttemptFailures {
  /** On this account from this address. */
  pair: FailureWindow;
  /** From this address, on any account. */
  source: FailureWindow;
  /** On this account, from every address together. */
  account: FailureWindow;
}

// $1 the account key, $2 the address as counted, $3 the window in minutes.
const ATTEMPT_FILTERS: Record<keyof AttemptFailures, string> = {
  pair: '"account_key" = $1 AND "ip" = $2',
  source: '"ip" = $2',
  account: '"account_key" = $1',
};

const ATTEMPT_QUERY = `
  SELECT ${Object.entries(ATTEMPT_FILTERS)
    .map(
      ([name, filter]) => `count(*) FILTER (WHERE ${filter}) AS "${name}_count",
    coalesce(ceil(extract(epoch FROM (min("attempted_at") FILTER (WHERE ${filter})
      + make_interval(mins => $3::int) - now()))), 0) AS "${name}_seconds"`,
    )
    .join(',\n    ')}
    FROM "auth"."login_failures"
   WHERE ("account_key" = $1 OR "ip" = $2) AND "attempted_at" > now() - make_interval(mins => $3::int)`;

/**
 * Failed sign-ins, one row each, kept in the database so the limit holds across several instances of
 * the service. `account_key` is `user:<id>` for an existing account, `name:<lower-cased identifier>` for
 * an unknown one; it is cleared (set null) when the account signs in successfully from the same address
 * or an administrator resets its password, so the row still counts against the address but no longer
 * against the account. Times come from the database clock, so every instance agrees on the window.
 * Methods take the client's IP as the request saw it and store it as its sourceKey (IPv6: the /64).
 */
export function loginFailuresRepository(ds: DataSource) {
  const run = (m?: EntityManager) => m ?? ds.manager;
  return {
    /** The three counts an attempt needs, in one query (the account and the address index serve the OR). */
    async forAttempt(
      accountKey: string,
      ip: string,
      windowMinutes: number,
      m?: EntityManager,
    ): Promise<AttemptFailures> {
      const [row] = rowsOf<Record<string, string | number | null>>(
        await run(m).query(ATTEMPT_QUERY, [accountKey, sourceKey(ip), windowMinutes]),
      );
      const windowOf = (name: keyof AttemptFailures): FailureWindow => ({
        count: Number(row?.[`${name}_count`] ?? 0),
        secondsUntilOldestExpires: Math.max(0, Number(row?.[`${name}_seconds`] ?? 0)),
      });
      return { pair: windowOf('pair'), source: windowOf('source'), account: windowOf('account') };
    },
    async record(accountKey: string, ip: string, m?: EntityManager): Promise<void> {
      await run(m).query(`INSERT INTO "auth"."login_failures" ("account_key", "ip") VALUES ($1, $2)`, [
        accountKey,
        sourceKey(ip),
      ]);
    },
    /**
     * After a successful sign-in from `ip`: that address's failures on the account (the owner's own
     * typos) stop counting for the account; they still count for the address. Other addresses' failures
     * stay, so the owner signing in does not give a guesser elsewhere a fresh budget.
     */
    async clearAccountFrom(accountKey: string, ip: string, m?: EntityManager): Promise<void> {
      await run(m).query(
        `UPDATE "auth"."login_failures" SET "account_key" = NULL WHERE "account_key" = $1 AND "ip" = $2`,
        [accountKey, sourceKey(ip)],
      );
    },
    /** After an administrator's reset: none of the account's failures count for it any more. */
    async clearAccount(accountKey: string, m?: EntityManager): Promise<void> {
      await run(m).query(`UPDATE "auth"."login_failures" SET "account_key" = NULL WHERE "account_key" = $1`, [
        accountKey,
      ]);
    },
    /** Deletes failures older than `olderThanMinutes`; returns how many. */
    async purge(olderThanMinutes: number, m?: EntityManager): Promise<number> {
      const [row] = rowsOf<{ n: number | string }>(
        await run(m).query(
          `WITH gone AS (
             DELETE FROM "auth"."login_failures"
              WHERE "attempted_at" < now() - make_interval(mins => $1::int) RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [olderThanMinutes],
        ),
      );
      return Number(row?.n ?? 0);
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof loginFailuresRepository>;
