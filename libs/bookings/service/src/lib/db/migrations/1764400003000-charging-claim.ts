import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The charging service's claim on a booking (security review #15, item 9). Charging moves a confirmed
 * booking to active itself, synchronously, before it creates the session, through a conditional UPDATE;
 * cancel is a conditional UPDATE from pending or confirmed. Both take the row, so exactly one of a
 * concurrent start and cancel wins. `charging_claim` names the start attempt (only it may release the
 * claim when its session could not be created) and `charging_claimed_at` lets a later start take over a
 * claim whose session never appeared (its process died in between), so no booking stays stuck.
 */
export class ChargingClaim1764400003000 implements MigrationInterface {
  name = 'ChargingClaim1764400003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "bookings"."bookings" ADD COLUMN "charging_claim" uuid`);
    await q.query(`ALTER TABLE "bookings"."bookings" ADD COLUMN "charging_claimed_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "bookings"."bookings" DROP COLUMN "charging_claimed_at"`);
    await q.query(`ALTER TABLE "bookings"."bookings" DROP COLUMN "charging_claim"`);
  }
}
