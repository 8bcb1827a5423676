import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndVehicles1763800000000 implements MigrationInterface {
  name = 'CreateUsersAndVehicles1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "auth"."users" (
        "id" SERIAL PRIMARY KEY,
        "username" varchar(50) NOT NULL,
        "password_hash" varchar(100) NOT NULL,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(20),
        "role" varchar(10) NOT NULL DEFAULT 'user',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_role_known" CHECK ("role" IN ('user', 'admin'))
      )`);
    // "Asha" and "asha" are the same account; so are two spellings of one email.
    await q.query(`CREATE UNIQUE INDEX "users_username_lower_key" ON "auth"."users" (lower("username"))`);
    await q.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "auth"."users" (lower("email"))`);

    await q.query(`
      CREATE TABLE "auth"."vehicles" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "make" varchar(100) NOT NULL,
        "model" varchar(100) NOT NULL,
        "year" varchar(50),
        "registration_number" varchar(20) NOT NULL,
        "connector_types" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "color" varchar(50),
        "battery_capacity" varchar(50),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "vehicles_connector_types_is_array" CHECK (jsonb_typeof("connector_types") = 'array')
      )`);
    await q.query(`CREATE INDEX "vehicles_user_id_idx" ON "auth"."vehicles" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."vehicles"`);
    await q.query(`DROP TABLE "auth"."users"`);
  }
}
