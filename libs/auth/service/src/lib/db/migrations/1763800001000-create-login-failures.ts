import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLoginFailures1763800001000 implements MigrationInterface {
  name = 'CreateLoginFailures1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "auth"."login_failures" (
        "id" BIGSERIAL PRIMARY KEY,
        "account_key" varchar(300),
        "ip" varchar(64) NOT NULL,
        "attempted_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // Both limits count recent rows by one key; the purge job deletes by time.
    await q.query(
      `CREATE INDEX "login_failures_account_idx" ON "auth"."login_failures" ("account_key", "attempted_at")`,
    );
    await q.query(`CREATE INDEX "login_failures_ip_idx" ON "auth"."login_failures" ("ip", "attempted_at")`);
    await q.query(`CREATE INDEX "login_failures_time_idx" ON "auth"."login_failures" ("attempted_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."login_failures"`);
  }
}
