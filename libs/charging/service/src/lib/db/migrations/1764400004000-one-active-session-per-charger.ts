import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One running session per physical charger (security review #15, item 8). A booking holds one charger
 * of its station (`charger_index`, its position in the station's chargers array, as bookings assigns
 * it); with early start a booking could otherwise start while the previous slot's session still charges
 * on the same charger. Start checks first and answers a readable 409; this partial unique index is what
 * makes two concurrent starts on one charger impossible. Sessions from before this migration have no
 * charger recorded (NULL, which the index ignores): they end within their booked slot.
 */
export class OneActiveSessionPerCharger1764400004000 implements MigrationInterface {
  name = 'OneActiveSessionPerCharger1764400004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "charging"."charging_sessions" ADD COLUMN "charger_index" integer`);
    await q.query(
      `CREATE UNIQUE INDEX "charging_sessions_one_active_per_charger" ON "charging"."charging_sessions"
         ("station_id", "charger_index") WHERE "status" = 'active'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "charging"."charging_sessions_one_active_per_charger"`);
    await q.query(`ALTER TABLE "charging"."charging_sessions" DROP COLUMN "charger_index"`);
  }
}
