import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings (docs/product.md §3) plus the physical charger each one holds (`charger_index`: its position in
 * the station's chargers array), the unpaid hold's deadline and a snapshot of the station.
 *
 * No double booking is PostgreSQL's job (docs/architecture.md §3): the exclusion constraint refuses two
 * non-cancelled bookings on one charger whose [start, end) ranges overlap. '[)' makes adjacent slots
 * (10:00-10:30 and 10:30-11:00) compatible. btree_gist lets a GiST index compare the integer columns.
 */
export class CreateBookings1764000000000 implements MigrationInterface {
  name = 'CreateBookings1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE "bookings"."bookings" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "station_id" integer NOT NULL,
        "vehicle_id" integer NOT NULL,
        "charger_type" varchar(50) NOT NULL,
        "power" integer NOT NULL,
        "charger_index" integer NOT NULL,
        "start_time" timestamptz NOT NULL,
        "end_time" timestamptz NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "price_per_kwh" numeric(6,2) NOT NULL,
        "estimated_cost" numeric(8,2) NOT NULL,
        "actual_cost" numeric(8,2),
        "payment_id" integer,
        "amount_paid" numeric(10,2),
        "hold_expires_at" timestamptz,
        "station_snapshot" jsonb NOT NULL,
        "cancel_reason" varchar(20),
        "cancel_note" varchar(500),
        "cancelled_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "bookings_status_check"
          CHECK ("status" IN ('pending', 'confirmed', 'active', 'completed', 'cancelled')),
        CONSTRAINT "bookings_power_positive" CHECK ("power" > 0),
        CONSTRAINT "bookings_charger_index_check" CHECK ("charger_index" >= 0),
        CONSTRAINT "bookings_time_order" CHECK ("end_time" > "start_time"),
        CONSTRAINT "bookings_money_check"
          CHECK ("price_per_kwh" >= 0 AND "estimated_cost" >= 0 AND COALESCE("actual_cost", 0) >= 0),
        CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
          "station_id" WITH =,
          "charger_index" WITH =,
          tstzrange("start_time", "end_time", '[)') WITH &&
        ) WHERE ("status" <> 'cancelled')
      )`);
    await q.query(`CREATE INDEX "bookings_user_idx" ON "bookings"."bookings" ("user_id")`);
    await q.query(
      `CREATE INDEX "bookings_station_start_idx" ON "bookings"."bookings" ("station_id", "start_time")`,
    );
    // The expiry job's scan: only live holds, so the index stays small.
    await q.query(
      `CREATE INDEX "bookings_pending_hold_idx" ON "bookings"."bookings" ("hold_expires_at") WHERE "status" = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "bookings"."bookings"`);
  }
}
