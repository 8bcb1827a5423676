import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stable key for catalogue stations, so the demo seed can upsert (ON CONFLICT (code)) instead of
 * inserting duplicates on every start. Nullable: stations added by other means need no code.
 */
export class AddStationCode1763800000000 implements MigrationInterface {
  name = 'AddStationCode1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stations"."stations" ADD COLUMN "code" varchar(60)`);
    await q.query(`ALTER TABLE "stations"."stations" ADD CONSTRAINT "stations_code_key" UNIQUE ("code")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stations"."stations" DROP COLUMN "code"`);
  }
}
