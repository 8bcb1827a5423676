import type { DataSource, EntityManager } from 'typeorm';
import { LoginFailureEntity } from '../db/entities/login-failure.entity';

export interface FailureWindow {
  /** Failures in the window. */
  count: number;
  /** Seconds until the oldest of them leaves the window (0 when there are none). */
  secondsUntilOldestExpires: number;
}

/** Failed sign-ins. Times come from the database clock, so every instance agrees on the window. */
export function loginFailuresRepository(ds: DataSource) {
  const repo = (m?: EntityManager) => (m ?? ds.manager).getRepository(LoginFailureEntity);
  async function windowFor(
    column: 'account_key' | 'ip',
    value: string,
    windowMinutes: number,
    m?: EntityManager,
  ): Promise<FailureWindow> {
    const row = await repo(m)
      .createQueryBuilder('f')
      .select('count(*)', 'count')
      .addSelect(
        `coalesce(ceil(extract(epoch FROM (min(f.attempted_at) + make_interval(mins => :mins) - now()))), 0)`,
        'seconds',
      )
      .where(`f.${column} = :value`, { value })
      .andWhere('f.attempted_at > now() - make_interval(mins => :mins)', { mins: windowMinutes })
      .getRawOne<{ count: string | number; seconds: string | number }>();
    return {
      count: Number(row?.count ?? 0),
      secondsUntilOldestExpires: Math.max(0, Number(row?.seconds ?? 0)),
    };
  }
  return {
    forAccount: (accountKey: string, windowMinutes: number, m?: EntityManager) =>
      windowFor('account_key', accountKey, windowMinutes, m),
    forIp: (ip: string, windowMinutes: number, m?: EntityManager) => windowFor('ip', ip, windowMinutes, m),
    async record(accountKey: string, ip: string, m?: EntityManager): Promise<void> {
      await repo(m).insert({ accountKey, ip });
    },
    /** After a successful sign-in: the account's failures stop counting for it (they still count for the IP). */
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
