import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A completed booking (its charging session ended) no longer holds its charger. Reads (availability,
 * free chargers now) already treated it as free; the exclusion constraint still counted it, so a slot
 * shown as free answered 409. A session can end before its slot does (a driver who starts early and
 * stops), and the charger is then free for the rest of it: the constraint now agrees with the reads.
 */
export class CompletedBookingFreesCharger1764300000000 implements MigrationInterface {
  name = 'CompletedBookingFreesCharger1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "bookings"."bookings" DROP CONSTRAINT "bookings_no_overlap"`);
    await q.query(`
      ALTER TABLE "bookings"."bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
        "station_id" WITH =,
        "charger_index" WITH =,
        tstzrange("start_time", "end_time", '[)') WITH &&
      ) WHERE ("status" IN ('pending', 'confirmed', 'active'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "bookings"."bookings" DROP CONSTRAINT "bookings_no_overlap"`);
    await q.query(`
      ALTER TABLE "bookings"."bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
        "station_id" WITH =,
        "charger_index" WITH =,
        tstzrange("start_time", "end_time", '[)') WITH &&
      ) WHERE ("status" <> 'cancelled')`);
  }
}
