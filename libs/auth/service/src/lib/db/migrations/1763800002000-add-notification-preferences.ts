import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's notification toggles, saved per user (docs/product.md §2.15). Three columns rather than a
 * JSON document: the set is fixed, each has its own default, and NOT NULL keeps every row complete.
 * Existing accounts get the spec's defaults.
 */
export class AddNotificationPreferences1763800002000 implements MigrationInterface {
  name = 'AddNotificationPreferences1763800002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "auth"."users"
        ADD COLUMN "notify_booking_confirmations" boolean NOT NULL DEFAULT true,
        ADD COLUMN "notify_charging_updates" boolean NOT NULL DEFAULT true,
        ADD COLUMN "notify_promotional_messages" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "auth"."users"
        DROP COLUMN "notify_promotional_messages",
        DROP COLUMN "notify_charging_updates",
        DROP COLUMN "notify_booking_confirmations"`);
  }
}
