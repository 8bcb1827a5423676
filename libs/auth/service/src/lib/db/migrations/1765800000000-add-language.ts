import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The language each user reads the app in (issue #20): English until they choose Hindi. */
export class AddLanguage1765800000000 implements MigrationInterface {
  name = 'AddLanguage1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "auth"."users"
        ADD COLUMN "language" varchar(5) NOT NULL DEFAULT 'en' CHECK ("language" IN ('en', 'hi'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."users" DROP COLUMN "language"`);
  }
}
