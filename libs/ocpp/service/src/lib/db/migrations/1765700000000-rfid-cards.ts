import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drivers' RFID cards (docs/architecture.md §10): a card's number as chargers read it, upper-case (OCPP 1.6
 * IdTokens compare without regard to case), unique across every driver, at most a handful per driver (the
 * API's limit). Issued idTags live in id_tags; a number is never in both (the API refuses one that is).
 */
export class RfidCards1765700000000 implements MigrationInterface {
  name = 'RfidCards1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "ocpp"."rfid_cards" (
        "id_tag" varchar(20) PRIMARY KEY CHECK ("id_tag" = upper("id_tag") AND length("id_tag") >= 4),
        "user_id" integer NOT NULL CHECK ("user_id" > 0),
        "label" varchar(40) NOT NULL CHECK (btrim("label") <> ''),
        "added_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "rfid_cards_by_user" ON "ocpp"."rfid_cards" ("user_id", "added_at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "ocpp"."rfid_cards"`);
  }
}
