import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drivers' idTags (docs/architecture.md §10): one per user, made on first use and never changed. OCPP 1.6
 * IdTokens are at most 20 characters and case-insensitive: tags are stored upper-case and looked up
 * upper-case, so the unique index on the stored text is the case-insensitive uniqueness. `user_id` is the
 * auth service's user id (services never share tables, so there is no foreign key).
 */
export class IdTags1764600000000 implements MigrationInterface {
  name = 'IdTags1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "ocpp"."id_tags" (
        "user_id" integer NOT NULL CHECK ("user_id" > 0),
        "id_tag" varchar(20) NOT NULL CHECK ("id_tag" = upper("id_tag") AND "id_tag" <> ''),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "id_tags_one_per_user" UNIQUE ("user_id"),
        CONSTRAINT "id_tags_unique_tag" UNIQUE ("id_tag")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "ocpp"."id_tags"`);
  }
}
