import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A walk-up ("Charge now", docs/product.md §4) on a charger connected over OCPP stops when the energy its
 * driver paid for has been delivered (docs/architecture.md §10).
 *
 * - `stop_at_energy_wh`: the walk-up's prepaid energy (estimatedCost / pricePerKwh, Wh), set when the session
 *   is created; null for a booking, which its booked end stops.
 * - `paid_energy` is a new stop and end reason.
 * - The meter follower looks sessions up by charge point and transaction (the existing index serves it).
 */
export class StopWalkUpsAtPaidEnergy1765600000000 implements MigrationInterface {
  name = 'StopWalkUpsAtPaidEnergy1765600000000';

  async up(q: QueryRunner): Promise<void> {
    const T = `"charging"."charging_sessions"`;
    await q.query(`
      ALTER TABLE ${T}
        ADD COLUMN "stop_at_energy_wh" integer,
        ADD CONSTRAINT "charging_sessions_stop_at_energy_positive" CHECK ("stop_at_energy_wh" > 0),
        DROP CONSTRAINT "charging_sessions_end_reason_known",
        ADD CONSTRAINT "charging_sessions_end_reason_known"
          CHECK ("end_reason" IN ('stopped', 'full', 'time_up', 'cancelled', 'paid_energy')),
        DROP CONSTRAINT "charging_sessions_stop_reason_known",
        ADD CONSTRAINT "charging_sessions_stop_reason_known"
          CHECK ("stop_reason" IN ('stopped', 'time_up', 'cancelled', 'paid_energy'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    const T = `"charging"."charging_sessions"`;
    await q.query(`UPDATE ${T} SET end_reason = 'stopped' WHERE end_reason = 'paid_energy'`);
    await q.query(`UPDATE ${T} SET stop_reason = 'stopped' WHERE stop_reason = 'paid_energy'`);
    await q.query(`
      ALTER TABLE ${T}
        DROP CONSTRAINT "charging_sessions_stop_reason_known",
        ADD CONSTRAINT "charging_sessions_stop_reason_known"
          CHECK ("stop_reason" IN ('stopped', 'time_up', 'cancelled')),
        DROP CONSTRAINT "charging_sessions_end_reason_known",
        ADD CONSTRAINT "charging_sessions_end_reason_known"
          CHECK ("end_reason" IN ('stopped', 'full', 'time_up', 'cancelled')),
        DROP CONSTRAINT "charging_sessions_stop_at_energy_positive",
        DROP COLUMN "stop_at_energy_wh"`);
  }
}
