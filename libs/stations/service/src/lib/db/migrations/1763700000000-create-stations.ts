import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateStations1763700000000 implements MigrationInterface {
  name = 'CreateStations1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "stations"."stations" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(200) NOT NULL,
        "operator" varchar(120) NOT NULL,
        "latitude" numeric(9,6) NOT NULL,
        "longitude" numeric(9,6) NOT NULL,
        "address" jsonb NOT NULL,
        "chargers" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "amenities" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "operating_hours" jsonb NOT NULL DEFAULT '"24/7"'::jsonb,
        "photos" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "ratings" numeric(3,2) NOT NULL DEFAULT 0,
        "review_count" integer NOT NULL DEFAULT 0,
        "has_live_status" boolean NOT NULL DEFAULT false,
        "api_endpoint" varchar(300),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "stations_chargers_is_array" CHECK (jsonb_typeof("chargers") = 'array'),
        CONSTRAINT "stations_ratings_range" CHECK ("ratings" >= 0 AND "ratings" <= 5)
      )`);
    await q.query(
      `CREATE INDEX "stations_state_city_idx" ON "stations"."stations" (lower("address"->>'state'), lower("address"->>'city'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "stations"."stations"`);
  }
}
