import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * assistant_chats (docs/product.md §3) and the per-user rate-limit window. The window lives in PostgreSQL,
 * not in memory, so the limit holds across several instances of the service.
 */
export class CreateAssistantChats1764300000000 implements MigrationInterface {
  name = 'CreateAssistantChats1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "assistant"."assistant_chats" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "query" text NOT NULL,
        "response" text NOT NULL,
        "context" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // History and "recent exchanges" read one user's rows by time.
    await q.query(
      `CREATE INDEX "assistant_chats_user_time_idx" ON "assistant"."assistant_chats" ("user_id", "created_at", "id")`,
    );
    await q.query(`
      CREATE TABLE "assistant"."assistant_rate_windows" (
        "user_id" integer PRIMARY KEY,
        "window_start" timestamptz NOT NULL,
        "count" integer NOT NULL CHECK ("count" >= 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "assistant"."assistant_rate_windows"`);
    await q.query(`DROP TABLE "assistant"."assistant_chats"`);
  }
}
