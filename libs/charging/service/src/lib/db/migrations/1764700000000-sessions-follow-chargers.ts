import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions on chargers connected over OCPP (docs/architecture.md §10): their figures come from the charger's
 * meter, not the charging curve.
 *
 * - `source`: 'meter' (the charger's transaction decides) or 'estimate' (no charge point serves the charger).
 * - Two new states: `starting` (RemoteStartTransaction sent, no StartTransaction yet; holds the charger like a
 *   running session) and `failed` (the charger refused or never started; the booking's claim was given back
 *   and a later start reuses the row).
 * - The charger's side: charge point, connector, the idTag sent, the transaction it reported, the claim to
 *   give back on failure, when the start was asked for.
 * - The latest meter sample (energy since the start in Wh, power in W, the car's state of charge, when), the
 *   prepaid cost that caps the bill, the stop asked of the charger (why, when it was sent) and a notice for
 *   the driver. `battery_percentage` may be unknown (a charger that reports no state of charge).
 */
export class SessionsFollowChargers1764700000000 implements MigrationInterface {
  name = 'SessionsFollowChargers1764700000000';

  async up(q: QueryRunner): Promise<void> {
    const T = `"charging"."charging_sessions"`;
    await q.query(`
      ALTER TABLE ${T}
        ADD COLUMN "source" varchar(10) NOT NULL DEFAULT 'estimate',
        ADD COLUMN "charge_point_id" varchar(48),
        ADD COLUMN "connector_id" integer,
        ADD COLUMN "id_tag" varchar(20),
        ADD COLUMN "transaction_id" varchar(36),
        ADD COLUMN "claim_id" uuid,
        ADD COLUMN "start_requested_at" timestamptz,
        ADD COLUMN "prepaid_cost" numeric(8,2),
        ADD COLUMN "energy_wh" double precision,
        ADD COLUMN "power_w" double precision,
        ADD COLUMN "soc_percent" double precision,
        ADD COLUMN "meter_at" timestamptz,
        ADD COLUMN "stop_reason" varchar(20),
        ADD COLUMN "stop_sent_at" timestamptz,
        ADD COLUMN "notice" text,
        ALTER COLUMN "battery_percentage" DROP NOT NULL,
        DROP CONSTRAINT "charging_sessions_status_known",
        ADD CONSTRAINT "charging_sessions_status_known"
          CHECK ("status" IN ('pending', 'starting', 'active', 'completed', 'failed')),
        ADD CONSTRAINT "charging_sessions_source_known" CHECK ("source" IN ('estimate', 'meter')),
        ADD CONSTRAINT "charging_sessions_stop_reason_known"
          CHECK ("stop_reason" IN ('stopped', 'time_up', 'cancelled')),
        ADD CONSTRAINT "charging_sessions_meter_has_charger" CHECK (
          "source" = 'estimate' OR ("charge_point_id" IS NOT NULL AND "connector_id" IS NOT NULL AND "id_tag" IS NOT NULL)
        )`);
    // A starting session holds its charger as a running one does.
    await q.query(`DROP INDEX "charging"."charging_sessions_one_active_per_charger"`);
    await q.query(
      `CREATE UNIQUE INDEX "charging_sessions_one_active_per_charger" ON ${T}
         ("station_id", "charger_index") WHERE "status" IN ('starting', 'active')`,
    );
    // Charger events find their session by charge point and connector (starting) or transaction (running).
    await q.query(
      `CREATE INDEX "charging_sessions_on_connector" ON ${T} ("charge_point_id", "connector_id")
         WHERE "status" IN ('starting', 'active')`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "charging_sessions_transaction" ON ${T} ("charge_point_id", "transaction_id")
         WHERE "transaction_id" IS NOT NULL`,
    );
    // The job's question about starts: which have waited too long.
    await q.query(
      `CREATE INDEX "charging_sessions_starting_idx" ON ${T} ("start_requested_at") WHERE "status" = 'starting'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    const T = `"charging"."charging_sessions"`;
    await q.query(`DROP INDEX "charging"."charging_sessions_starting_idx"`);
    await q.query(`DROP INDEX "charging"."charging_sessions_transaction"`);
    await q.query(`DROP INDEX "charging"."charging_sessions_on_connector"`);
    await q.query(`DROP INDEX "charging"."charging_sessions_one_active_per_charger"`);
    await q.query(
      `DELETE FROM ${T} WHERE "status" IN ('starting', 'failed') OR "battery_percentage" IS NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "charging_sessions_one_active_per_charger" ON ${T}
         ("station_id", "charger_index") WHERE "status" = 'active'`,
    );
    await q.query(`
      ALTER TABLE ${T}
        DROP CONSTRAINT "charging_sessions_meter_has_charger",
        DROP CONSTRAINT "charging_sessions_stop_reason_known",
        DROP CONSTRAINT "charging_sessions_source_known",
        DROP CONSTRAINT "charging_sessions_status_known",
        ADD CONSTRAINT "charging_sessions_status_known" CHECK ("status" IN ('pending', 'active', 'completed')),
        ALTER COLUMN "battery_percentage" SET NOT NULL,
        DROP COLUMN "notice", DROP COLUMN "stop_sent_at", DROP COLUMN "stop_reason", DROP COLUMN "meter_at",
        DROP COLUMN "soc_percent", DROP COLUMN "power_w", DROP COLUMN "energy_wh", DROP COLUMN "prepaid_cost",
        DROP COLUMN "start_requested_at", DROP COLUMN "claim_id", DROP COLUMN "transaction_id",
        DROP COLUMN "id_tag", DROP COLUMN "connector_id", DROP COLUMN "charge_point_id", DROP COLUMN "source"`);
  }
}
