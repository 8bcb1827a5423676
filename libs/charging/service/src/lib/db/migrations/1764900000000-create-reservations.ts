import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reservations (docs/architecture.md §10): a paid booking's connector held on its charger (OCPP 1.6
 * ReserveNow) from shortly before the slot until its start plus a grace period.
 *
 * - One per booking (`booking_id` unique): the job that reserves claims a booking by inserting its row, so
 *   two instances never both send ReserveNow for one booking.
 * - `id` is the OCPP reservationId (an integer, unique across every charger): the charger names it again in
 *   StartTransaction and CancelReservation names it.
 * - `status` and `charger_answer` hold what the charger said; `cancel_state` whether CancelReservation is
 *   still owed to the charger (`pending`) or was sent, with its answer.
 */
export class CreateReservations1764900000000 implements MigrationInterface {
  name = 'CreateReservations1764900000000';

  async up(q: QueryRunner): Promise<void> {
    const T = `"charging"."reservations"`;
    await q.query(`
      CREATE TABLE ${T} (
        "id" serial PRIMARY KEY,
        "booking_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "station_id" integer NOT NULL,
        "charger_index" integer NOT NULL,
        "charge_point_id" varchar(48) NOT NULL,
        "connector_id" integer NOT NULL,
        "id_tag" varchar(20) NOT NULL,
        "slot_start" timestamptz NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "status" varchar(12) NOT NULL DEFAULT 'requested',
        "charger_answer" varchar(12),
        "attempts" integer NOT NULL DEFAULT 1,
        "requested_at" timestamptz NOT NULL,
        "answered_at" timestamptz,
        "ended_at" timestamptz,
        "cancel_state" varchar(8) NOT NULL DEFAULT 'none',
        "cancel_requested_at" timestamptz,
        "cancel_answer" varchar(12),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "reservations_one_per_booking" UNIQUE ("booking_id"),
        CONSTRAINT "reservations_connector_not_zero" CHECK ("connector_id" > 0),
        CONSTRAINT "reservations_expiry_after_start" CHECK ("expires_at" > "slot_start"),
        CONSTRAINT "reservations_attempts_positive" CHECK ("attempts" >= 1),
        CONSTRAINT "reservations_status_known" CHECK (
          "status" IN ('requested', 'accepted', 'refused', 'unreachable', 'cancelled', 'expired', 'used')
        ),
        CONSTRAINT "reservations_answer_known" CHECK (
          "charger_answer" IN ('Accepted', 'Faulted', 'Occupied', 'Rejected', 'Unavailable')
        ),
        CONSTRAINT "reservations_refused_says_why" CHECK (
          "status" <> 'refused' OR "charger_answer" IN ('Faulted', 'Occupied', 'Rejected', 'Unavailable')
        ),
        CONSTRAINT "reservations_accepted_by_charger" CHECK ("status" <> 'accepted' OR "charger_answer" = 'Accepted'),
        CONSTRAINT "reservations_ended_when_over" CHECK (
          ("ended_at" IS NOT NULL) = ("status" IN ('cancelled', 'expired', 'used'))
        ),
        CONSTRAINT "reservations_cancel_state_known" CHECK ("cancel_state" IN ('none', 'pending', 'sent')),
        CONSTRAINT "reservations_cancel_only_when_over" CHECK (
          "cancel_state" = 'none' OR "status" IN ('cancelled', 'expired', 'used')
        ),
        CONSTRAINT "reservations_cancel_answer_known" CHECK (
          "cancel_answer" IN ('Accepted', 'Rejected', 'unreachable')
        )
      )`);
    // The job's questions: which reservations the charger may still hold (to expire or ask again), and which
    // owe the charger a CancelReservation.
    await q.query(
      `CREATE INDEX "reservations_open_idx" ON ${T} ("expires_at")
         WHERE "status" IN ('requested', 'accepted', 'unreachable')`,
    );
    await q.query(
      `CREATE INDEX "reservations_cancel_owed_idx" ON ${T} ("cancel_requested_at") WHERE "cancel_state" = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "charging"."reservations"`);
  }
}
