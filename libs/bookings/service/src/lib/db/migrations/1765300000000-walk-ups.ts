import type { MigrationInterface, QueryRunner } from 'typeorm';

const T = `"bookings"."bookings"`;

/**
 * A booking's `kind`: `booking`, a 30-minute slot chosen ahead on the slot grid, or `walk_up`, a driver's
 * "Charge now" at the connector (docs/product.md §4): it starts when it is made and ends when its prepaid
 * energy should be delivered, before the next booking of that charger needs it. Both hold their charger
 * through the same exclusion constraint, are paid, started and settled the same way. Existing rows are
 * bookings.
 */
export class WalkUps1765300000000 implements MigrationInterface {
  name = 'WalkUps1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS "kind" varchar(10) NOT NULL DEFAULT 'booking'`);
    await q.query(
      `ALTER TABLE ${T} ADD CONSTRAINT "bookings_kind_check" CHECK ("kind" IN ('booking', 'walk_up'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${T} DROP CONSTRAINT IF EXISTS "bookings_kind_check"`);
    await q.query(`ALTER TABLE ${T} DROP COLUMN IF EXISTS "kind"`);
  }
}
