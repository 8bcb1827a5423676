import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking moved to another charger (booking.moved, docs/architecture.md §10) needs a reservation on its new
 * connector while the old one is withdrawn. `moved_at` marks a reservation left behind by a move; "one
 * reservation per booking" becomes one current (not left behind) reservation per booking, still the claim that
 * lets one instance alone send ReserveNow.
 */
export class ReservationsFollowMovedBookings1765000000000 implements MigrationInterface {
  name = 'ReservationsFollowMovedBookings1765000000000';

  async up(q: QueryRunner): Promise<void> {
    const T = `"charging"."reservations"`;
    await q.query(`ALTER TABLE ${T} ADD COLUMN "moved_at" timestamptz`);
    await q.query(`ALTER TABLE ${T} DROP CONSTRAINT "reservations_one_per_booking"`);
    await q.query(
      `CREATE UNIQUE INDEX "reservations_one_current_per_booking" ON ${T} ("booking_id") WHERE "moved_at" IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    const T = `"charging"."reservations"`;
    await q.query(`DELETE FROM ${T} WHERE "moved_at" IS NOT NULL`);
    await q.query(`DROP INDEX "charging"."reservations_one_current_per_booking"`);
    await q.query(`ALTER TABLE ${T} ADD CONSTRAINT "reservations_one_per_booking" UNIQUE ("booking_id")`);
    await q.query(`ALTER TABLE ${T} DROP COLUMN "moved_at"`);
  }
}
