import type { InternalTokenState } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Tokens revoked one by one (logout) and users' token versions. Times come from the database clock,
 * like the sign-in failures.
 */
export function revokedTokensRepository(ds: DataSource) {
  const run = (m?: EntityManager) => m ?? ds.manager;
  return {
    /** Records the revocation of one token until it expires (a second logout with it changes nothing). */
    async revoke(jti: string, userId: number, expiresAt: Date, m?: EntityManager): Promise<void> {
      await run(m).query(
        `INSERT INTO "auth"."revoked_tokens" ("jti", "user_id", "expires_at") VALUES ($1, $2, $3)
         ON CONFLICT ("jti") DO NOTHING`,
        [jti, userId, expiresAt],
      );
    },
    /** How many of the user's revoked tokens have not expired yet. */
    async countLive(userId: number, m?: EntityManager): Promise<number> {
      const [row] = rowsOf<{ n: number | string }>(
        await run(m).query(
          `SELECT count(*)::int AS n FROM "auth"."revoked_tokens" WHERE "user_id" = $1 AND "expires_at" > now()`,
          [userId],
        ),
      );
      return Number(row?.n ?? 0);
    },
    /**
     * Revokes every token of the user by raising their version, and drops their single revocations,
     * which the new version covers.
     */
    async revokeAll(userId: number, m?: EntityManager): Promise<void> {
      await run(m).query(`UPDATE "auth"."users" SET "token_version" = "token_version" + 1 WHERE "id" = $1`, [
        userId,
      ]);
      await run(m).query(`DELETE FROM "auth"."revoked_tokens" WHERE "user_id" = $1`, [userId]);
    },
    /** Whether the user exists, their token version and the ids of their revoked, unexpired tokens. */
    async stateOf(userId: number, m?: EntityManager): Promise<InternalTokenState> {
      const [row] = rowsOf<{ version: number | string; revoked: string[] | string }>(
        await run(m).query(
          `SELECT u."token_version" AS version,
                coalesce(json_agg(r."jti") FILTER (WHERE r."jti" IS NOT NULL), '[]'::json) AS revoked
           FROM "auth"."users" u
           LEFT JOIN "auth"."revoked_tokens" r ON r."user_id" = u."id" AND r."expires_at" > now()
          WHERE u."id" = $1
          GROUP BY u."token_version"`,
          [userId],
        ),
      );
      if (!row) return { exists: false, version: 0, revoked: [] };
      const revoked: string[] = typeof row.revoked === 'string' ? JSON.parse(row.revoked) : row.revoked;
      return { exists: true, version: Number(row.version), revoked };
    },
    /** Deletes revocations of tokens that have expired anyway. Answers how many went. */
    async purgeExpired(m?: EntityManager): Promise<number> {
      const [row] = rowsOf<{ n: number | string }>(
        await run(m).query(
          `WITH gone AS (DELETE FROM "auth"."revoked_tokens" WHERE "expires_at" <= now() RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
        ),
      );
      return Number(row?.n ?? 0);
    },
  };
}
export type RevokedTokensRepository = ReturnType<typeof revokedTokensRepository>;
