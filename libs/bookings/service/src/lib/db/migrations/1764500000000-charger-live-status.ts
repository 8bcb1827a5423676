import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'Available', 'Preparing', 'Charging', 'SuspendedEVSE', 'SuspendedEV', 'Finishing', 'Reserved',
  'Unavailable', 'Faulted', 'Offline'`;

/**
 * What the chargers say about themselves (docs/architecture.md §10): the live status behind "free chargers
 * now" and the station's live charger list, kept from charger.connector.status-changed. Bookings owns
 * availability, so it keeps its own copy; it never reads the ocpp service's tables.
 *
 * `charger_statuses`: one row per physical charger (station_id, charger_index: the position in the
 * station's chargers array, the same charger a booking holds), the connector's own last report and the
 * charge point it belongs to. `charge_point_statuses`: the last report of connector 0, the charge point as
 * a whole. They are kept apart because a charge point's Offline, Unavailable or Faulted covers its chargers
 * only until something newer arrives, and its Available must not hide what each connector said: the
 * status a reader sees is the newer of the two (rules/live-status.ts). Each row keeps only the newest
 * report (`status_at`, the charger's own time): reports can arrive out of order.
 */
export class ChargerLiveStatus1764500000000 implements MigrationInterface {
  name = 'ChargerLiveStatus1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "bookings"."charger_statuses" (
        "station_id" integer NOT NULL,
        "charger_index" integer NOT NULL,
        "charge_point_id" varchar(48) NOT NULL,
        "connector_id" integer NOT NULL,
        "status" varchar(20) NOT NULL,
        "error_code" text NOT NULL,
        "status_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("station_id", "charger_index"),
        CONSTRAINT "charger_statuses_status_check" CHECK ("status" IN (${STATUSES})),
        CONSTRAINT "charger_statuses_charger_index_check" CHECK ("charger_index" >= 0),
        CONSTRAINT "charger_statuses_connector_check" CHECK ("connector_id" > 0)
      )`);
    // A charge point's report reaches every charger recorded under it.
    await q.query(
      `CREATE INDEX "charger_statuses_charge_point_idx" ON "bookings"."charger_statuses" ("charge_point_id")`,
    );
    await q.query(`
      CREATE TABLE "bookings"."charge_point_statuses" (
        "charge_point_id" varchar(48) PRIMARY KEY,
        "station_id" integer NOT NULL,
        "status" varchar(20) NOT NULL,
        "error_code" text NOT NULL,
        "status_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "charge_point_statuses_status_check" CHECK ("status" IN (${STATUSES}))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "bookings"."charge_point_statuses"`);
    await q.query(`DROP TABLE "bookings"."charger_statuses"`);
  }
}
