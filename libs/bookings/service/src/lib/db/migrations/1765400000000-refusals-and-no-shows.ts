import type { MigrationInterface, QueryRunner } from 'typeorm';

const T = `"bookings"."bookings"`;

/**
 * Two facts about a paid booking that bookings learns from outside the booking itself (docs/product.md §4):
 *
 * - A reservation its charger refused (charging.reservation.refused): `reservation_refusal` (the charger's
 *   answer), `reservation_refused_at` and `reservation_refused_charger_index`, the charger that refused. They
 *   make the booking affected while it is still on that charger; a move clears them.
 * - The no-show rule: `no_show_refund_percent`, the share of the payment refunded should the slot end unused,
 *   as configured when the booking was paid (what the driver was told), and `no_show_at`, when the slot was
 *   found ended without charging (booking.no-show went out then, once). Bookings paid before this migration
 *   keep the rule they were shown: 0 %.
 */
export class RefusalsAndNoShows1765400000000 implements MigrationInterface {
  name = 'RefusalsAndNoShows1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE ${T}
        ADD COLUMN IF NOT EXISTS "reservation_refusal" varchar(20),
        ADD COLUMN IF NOT EXISTS "reservation_refused_at" timestamptz,
        ADD COLUMN IF NOT EXISTS "reservation_refused_charger_index" integer,
        ADD COLUMN IF NOT EXISTS "no_show_refund_percent" smallint,
        ADD COLUMN IF NOT EXISTS "no_show_at" timestamptz`);
    await q.query(`
      ALTER TABLE ${T} ADD CONSTRAINT "bookings_reservation_refusal_check" CHECK (
        ("reservation_refusal" IS NULL AND "reservation_refused_at" IS NULL
          AND "reservation_refused_charger_index" IS NULL)
        OR ("reservation_refusal" IN ('Faulted', 'Occupied', 'Rejected', 'Unavailable')
          AND "reservation_refused_at" IS NOT NULL AND "reservation_refused_charger_index" >= 0))`);
    await q.query(`
      ALTER TABLE ${T} ADD CONSTRAINT "bookings_no_show_refund_percent_check"
        CHECK ("no_show_refund_percent" BETWEEN 0 AND 100)`);
    // Bookings paid before this were told the rule of the time: nothing is refunded for an unused slot.
    await q.query(
      `UPDATE ${T} SET "no_show_refund_percent" = 0 WHERE "payment_id" IS NOT NULL AND "no_show_refund_percent" IS NULL`,
    );
    // The no-show job's search: paid bookings still waiting to charge, by the end of their slot.
    await q.query(`
      CREATE INDEX IF NOT EXISTS "bookings_no_show_due_idx" ON ${T} ("end_time")
        WHERE "status" = 'confirmed' AND "no_show_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "bookings"."bookings_no_show_due_idx"`);
    await q.query(`ALTER TABLE ${T} DROP CONSTRAINT IF EXISTS "bookings_no_show_refund_percent_check"`);
    await q.query(`ALTER TABLE ${T} DROP CONSTRAINT IF EXISTS "bookings_reservation_refusal_check"`);
    await q.query(`
      ALTER TABLE ${T}
        DROP COLUMN IF EXISTS "no_show_at",
        DROP COLUMN IF EXISTS "no_show_refund_percent",
        DROP COLUMN IF EXISTS "reservation_refused_charger_index",
        DROP COLUMN IF EXISTS "reservation_refused_at",
        DROP COLUMN IF EXISTS "reservation_refusal"`);
  }
}
