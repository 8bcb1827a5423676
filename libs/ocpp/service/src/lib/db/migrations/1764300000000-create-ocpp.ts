import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ocpp service's tables (docs/architecture.md §7): the charge point registry with its connection state,
 * connector statuses (current and history), transactions and their meter values, and the message ids
 * already answered (a charger re-sending a message after a lost answer gets the same answer, and no
 * effect twice).
 *
 * Transactions are keyed by (charge point, transaction id as text) beside an internal key: OCPP 1.6 ids are
 * the platform's integers (from a sequence), and OCPP 2.0.1's charger-made string ids (with their
 * `seqNo`s and `remoteStartId`) fit the same columns, so adding 2.0.1 needs no data migration.
 */
export class CreateOcpp1764300000000 implements MigrationInterface {
  name = 'CreateOcpp1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "ocpp"."charge_points" (
        "id" varchar(48) PRIMARY KEY,
        "station_id" integer NOT NULL,
        "password_hash" varchar(100) NOT NULL,
        "simulated" boolean NOT NULL DEFAULT false,
        "heartbeat_interval_s" integer NOT NULL DEFAULT 60 CHECK ("heartbeat_interval_s" > 0),
        "vendor" varchar(20),
        "model" varchar(20),
        "firmware_version" varchar(50),
        "serial_number" varchar(25),
        "status" varchar(20),
        "error_code" varchar(30),
        "status_at" timestamptz,
        "status_connection_id" uuid,
        "booted_at" timestamptz,
        "connection_id" uuid,
        "connection_instance" varchar(200),
        "connected_at" timestamptz,
        "disconnected_at" timestamptz,
        "last_seen_at" timestamptz,
        "last_heartbeat_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "charge_points_station" ON "ocpp"."charge_points" ("station_id")`);
    await q.query(`
      CREATE TABLE "ocpp"."connectors" (
        "charge_point_id" varchar(48) NOT NULL REFERENCES "ocpp"."charge_points" ("id") ON DELETE CASCADE,
        "connector_id" integer NOT NULL CHECK ("connector_id" > 0),
        "station_id" integer NOT NULL,
        "charger_index" integer NOT NULL CHECK ("charger_index" >= 0),
        "status" varchar(20),
        "error_code" varchar(30),
        "info" varchar(50),
        "vendor_error_code" varchar(50),
        "status_at" timestamptz,
        "status_connection_id" uuid,
        PRIMARY KEY ("charge_point_id", "connector_id"),
        CONSTRAINT "connectors_one_per_charger" UNIQUE ("station_id", "charger_index")
      )`);
    await q.query(`
      CREATE TABLE "ocpp"."status_history" (
        "id" bigserial PRIMARY KEY,
        "charge_point_id" varchar(48) NOT NULL REFERENCES "ocpp"."charge_points" ("id") ON DELETE CASCADE,
        "connector_id" integer NOT NULL,
        "status" varchar(20) NOT NULL,
        "error_code" varchar(30) NOT NULL,
        "info" varchar(50),
        "vendor_error_code" varchar(50),
        "at" timestamptz NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "status_history_connector" ON "ocpp"."status_history" ("charge_point_id", "connector_id", "at")`,
    );
    await q.query(`CREATE SEQUENCE "ocpp"."transaction_number" AS integer START 1`);
    await q.query(`
      CREATE TABLE "ocpp"."transactions" (
        "id" bigserial PRIMARY KEY,
        "protocol" varchar(10) NOT NULL DEFAULT 'ocpp1.6',
        "charge_point_id" varchar(48) NOT NULL REFERENCES "ocpp"."charge_points" ("id") ON DELETE CASCADE,
        "transaction_id" varchar(36) NOT NULL,
        "connector_id" integer NOT NULL,
        "id_tag" varchar(20),
        "reservation_id" integer,
        "meter_start_wh" numeric(14, 1),
        "started_at" timestamptz,
        "meter_stop_wh" numeric(14, 1),
        "ended_at" timestamptz,
        "stop_reason" varchar(20),
        "stop_id_tag" varchar(20),
        "energy_wh" numeric(14, 1),
        "review_reasons" jsonb NOT NULL DEFAULT '[]',
        "known" boolean NOT NULL DEFAULT true,
        "last_meter_wh" numeric(14, 1),
        "last_power_w" numeric(12, 1),
        "last_soc_percent" numeric(5, 1),
        "last_sample_at" timestamptz,
        "last_event_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "transactions_id_per_charge_point" UNIQUE ("charge_point_id", "transaction_id")
      )`);
    await q.query(
      `CREATE INDEX "transactions_open" ON "ocpp"."transactions" ("charge_point_id", "connector_id") WHERE "ended_at" IS NULL`,
    );
    await q.query(`
      CREATE TABLE "ocpp"."meter_values" (
        "id" bigserial PRIMARY KEY,
        "charge_point_id" varchar(48) NOT NULL REFERENCES "ocpp"."charge_points" ("id") ON DELETE CASCADE,
        "connector_id" integer NOT NULL,
        "transaction_pk" bigint REFERENCES "ocpp"."transactions" ("id") ON DELETE CASCADE,
        "at" timestamptz NOT NULL,
        "sampled_values" jsonb NOT NULL,
        "meter_wh" numeric(14, 1),
        "power_w" numeric(12, 1),
        "soc_percent" numeric(5, 1),
        "received_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "meter_values_transaction" ON "ocpp"."meter_values" ("transaction_pk", "at")`);
    await q.query(`
      CREATE TABLE "ocpp"."answered_messages" (
        "charge_point_id" varchar(48) NOT NULL,
        "message_id" varchar(36) NOT NULL,
        "action" varchar(40) NOT NULL,
        "response" jsonb,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("charge_point_id", "message_id")
      )`);
    await q.query(`CREATE INDEX "answered_messages_age" ON "ocpp"."answered_messages" ("received_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['answered_messages', 'meter_values', 'transactions', 'status_history', 'connectors', 'charge_points']) {
      await q.query(`DROP TABLE IF EXISTS "ocpp"."${t}"`);
    }
    await q.query(`DROP SEQUENCE IF EXISTS "ocpp"."transaction_number"`);
  }
}
