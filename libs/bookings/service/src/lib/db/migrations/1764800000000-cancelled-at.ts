import type { MigrationInterface, QueryRunner } from 'typeorm';

const T = `"bookings"."bookings"`;

/**
 * When a booking was cancelled (`cancelled_at`, nullable timestamptz), so the API can say it and the driver's
 * notifications can be told in the order things happened. The column came with the table and both cancel
 * paths (the owner's cancel, the expiry of an unpaid hold) set it; this makes it a rule: a booking is
 * cancelled exactly when it has a cancellation time.
 *
 * Backfill: a cancelled row without the time takes its `updated_at`, the time of its last change. For a
 * cancelled booking that is the cancellation itself, unless a late payment was recorded on it afterwards
 * (then it is that moment, a little later). `created_at` is not used: it is never later, and often days
 * earlier than the cancellation.
 */
export class CancelledAt1764800000000 implements MigrationInterface {
  name = 'CancelledAt1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS "cancelled_at" timestamptz`);
    await q.query(
      `UPDATE ${T} SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled' AND "cancelled_at" IS NULL`,
    );
    // No code writes a cancellation time on a live booking; should one exist, it is cleared so the rule holds.
    await q.query(
      `UPDATE ${T} SET "cancelled_at" = NULL WHERE "status" <> 'cancelled' AND "cancelled_at" IS NOT NULL`,
    );
    await q.query(`
      ALTER TABLE ${T} ADD CONSTRAINT "bookings_cancelled_at_check"
        CHECK (("status" = 'cancelled') = ("cancelled_at" IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The column stays: the table was created with it (1764000000000).
    await q.query(`ALTER TABLE ${T} DROP CONSTRAINT "bookings_cancelled_at_check"`);
  }
}
