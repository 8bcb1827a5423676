import type { DataSource, EntityManager } from 'typeorm';
import { LoginFailureEntity } from '../db/entities/login-failure.entity';
import { sourceKey } from './source-address';

export interface FailureWindow {
  /** Failures in the window. */
  count: number;
  /** Seconds until the oldest of them leaves the window (0 when there are none). */
  secondsUntilOldestExpires: number;
}

/** The failures that decide one sign-in attempt (see login-rate-limit.ts). */
export interface AttemptFailures {
  /** On this account from this address. */
  pair: FailureWindow;
  /** From this address, on any account. */
  source: FailureWindow;
  /** On this account, from every address together. */
  account: FailureWindow;
}

const ATTEMPT_FILTERS: Record<keyof AttemptFailures, string> = {
  pair: 'f.account_key = :key AND f.ip = :source',
  source: 'f.ip = :source',
  account: 'f.account_key = :key',
};

/**
 * Failed sign-ins. Times come from the database clock, so every instance agrees on the window. Methods
 * take the client's IP as the request saw it and store it as its sourceKey (IPv6: the /64).
 */
export function loginFailuresRepository(ds: DataSource) {
  const repo = (m?: EntityManager) => (m ?? ds.manager).getRepository(LoginFailureEntity);
  return {
    /** The three counts an attempt needs, in one query (the account and the address index serve the OR). */
    async forAttempt(
      accountKey: string,
      ip: string,
      windowMinutes: number,
      m?: EntityManager,
    ): Promise<AttemptFailures> {
      const source = sourceKey(ip);
      const query = repo(m)
        .createQueryBuilder('f')
        .select('count(*)', 'total')
        .where('(f.account_key = :key OR f.ip = :source)', { key: accountKey, source })
        .andWhere('f.attempted_at > now() - make_interval(mins => :mins)', { mins: windowMinutes });
      for (const [name, filter] of Object.entries(ATTEMPT_FILTERS)) {
        query
          .addSelect(`count(*) FILTER (WHERE ${filter})`, `${name}_count`)
          .addSelect(
            `coalesce(ceil(extract(epoch FROM (min(f.attempted_at) FILTER (WHERE ${filter}) + make_interval(mins => :mins) - now()))), 0)`,
            `${name}_seconds`,
          );
      }
      const row = await query.getRawOne<Record<string, string | number | null>>();
      const windowOf = (name: keyof AttemptFailures): FailureWindow => ({
        count: Number(row?.[`${name}_count`] ?? 0),
        secondsUntilOldestExpires: Math.max(0, Number(row?.[`${name}_seconds`] ?? 0)),
      });
      return { pair: windowOf('pair'), source: windowOf('source'), account: windowOf('account') };
    },
    async record(accountKey: string, ip: string, m?: EntityManager): Promise<void> {
      await repo(m).insert({ accountKey, ip: sourceKey(ip) });
    },
    /**
     * After a successful sign-in from `ip`: that address's failures on the account (the owner's own
     * typos) stop counting for the account; they still count for the address. Other addresses' failures
     * stay, so the owner signing in does not give a guesser elsewhere a fresh budget.
     */
    async clearAccountFrom(accountKey: string, ip: string, m?: EntityManager): Promise<void> {
      await repo(m).update({ accountKey, ip: sourceKey(ip) }, { accountKey: null });
    },
    /** After an administrator's reset: none of the account's failures count for it any more. */
    async clearAccount(accountKey: string, m?: EntityManager): Promise<void> {
      await repo(m).update({ accountKey }, { accountKey: null });
    },
    /** Deletes failures older than `olderThanMinutes`; returns how many. */
    async purge(olderThanMinutes: number, m?: EntityManager): Promise<number> {
      const result = await repo(m)
        .createQueryBuilder()
        .delete()
        .where('attempted_at < now() - make_interval(mins => :mins)', { mins: olderThanMinutes })
        .execute();
      return result.affected ?? 0;
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof loginFailuresRepository>;
