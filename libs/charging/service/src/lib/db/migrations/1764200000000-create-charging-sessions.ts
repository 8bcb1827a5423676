import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * charging_sessions (docs/product.md §3) plus what the session's state is recomputed from (owner, station,
 * charger power, price, battery, booked window, time scale) and `due_at`, when it ends by itself. One session
 * per booking (unique): of two concurrent starts exactly one inserts. A session is only ever created active
 * (the spec's default 'pending' is kept for the column; "not started" is the absence of a row).
 */
export class CreateChargingSessions1764200000000 implements MigrationInterface {
  name = 'CreateChargingSessions1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "charging"."charging_sessions" (
        "id" SERIAL PRIMARY KEY,
        "booking_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "station_id" integer NOT NULL,
        "start_time" timestamptz NOT NULL,
        "end_time" timestamptz,
        "energy_delivered" numeric(8,2) NOT NULL DEFAULT 0,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "current_power" numeric(6,2) NOT NULL DEFAULT 0,
        "battery_percentage" integer NOT NULL,
        "charger_kw" numeric(7,2) NOT NULL,
        "price_per_kwh" numeric(6,2) NOT NULL,
        "capacity_kwh" numeric(6,2) NOT NULL,
        "start_percent" numeric(5,2) NOT NULL,
        "booked_minutes" integer NOT NULL,
        "booked_end_time" timestamptz NOT NULL,
        "time_scale" double precision NOT NULL,
        "due_at" timestamptz NOT NULL,
        "actual_cost" numeric(8,2),
        "end_reason" varchar(20),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "charging_sessions_one_per_booking" UNIQUE ("booking_id"),
        CONSTRAINT "charging_sessions_status_known" CHECK ("status" IN ('pending', 'active', 'completed')),
        CONSTRAINT "charging_sessions_end_reason_known" CHECK ("end_reason" IN ('stopped', 'full', 'time_up', 'cancelled')),
        CONSTRAINT "charging_sessions_completed_has_end" CHECK (
          ("status" = 'completed') = ("end_time" IS NOT NULL AND "actual_cost" IS NOT NULL AND "end_reason" IS NOT NULL)
        ),
        CONSTRAINT "charging_sessions_battery_range" CHECK ("battery_percentage" BETWEEN 0 AND 100),
        CONSTRAINT "charging_sessions_start_range" CHECK ("start_percent" BETWEEN 0 AND 100),
        CONSTRAINT "charging_sessions_positive" CHECK (
          "energy_delivered" >= 0 AND "current_power" >= 0 AND "charger_kw" > 0 AND "capacity_kwh" > 0
          AND "price_per_kwh" >= 0 AND "booked_minutes" > 0 AND "time_scale" > 0
        )
      )`);
    // The completion job's only question: which running sessions are due.
    await q.query(
      `CREATE INDEX "charging_sessions_due_idx" ON "charging"."charging_sessions" ("due_at") WHERE "status" = 'active'`,
    );
    await q.query(
      `CREATE INDEX "charging_sessions_user_idx" ON "charging"."charging_sessions" ("user_id", "created_at" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "charging"."charging_sessions"`);
  }
}
