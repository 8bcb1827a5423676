import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Token revocation (security review, issue #15). `token_version` on each user: every token carries the
 * version it was issued at, and a password change or reset raises it, revoking all earlier tokens in
 * the same statement that stores the new hash. `revoked_tokens`: the ids of single tokens revoked by a
 * logout, kept until the token would have expired anyway (then purged).
 */
export class AddTokenRevocation1763800005000 implements MigrationInterface {
  name = 'AddTokenRevocation1763800005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."users" ADD COLUMN "token_version" integer NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE "auth"."revoked_tokens" (
        "jti" varchar(64) PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "expires_at" timestamptz NOT NULL
      )`);
    // Every token check reads one user's live rows; the purge deletes by time.
    await q.query(
      `CREATE INDEX "revoked_tokens_user_idx" ON "auth"."revoked_tokens" ("user_id", "expires_at")`,
    );
    await q.query(`CREATE INDEX "revoked_tokens_expiry_idx" ON "auth"."revoked_tokens" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."revoked_tokens"`);
    await q.query(`ALTER TABLE "auth"."users" DROP COLUMN "token_version"`);
  }
}
