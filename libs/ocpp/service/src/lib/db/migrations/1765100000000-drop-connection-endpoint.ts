import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Commands for a charger connected to another instance go over RabbitMQ (docs/architecture.md §10), so
 * the registry no longer keeps the address the holding instance took internal calls at.
 */
export class DropConnectionEndpoint1765100000000 implements MigrationInterface {
  name = 'DropConnectionEndpoint1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ocpp"."charge_points" DROP COLUMN "connection_endpoint"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ocpp"."charge_points" ADD COLUMN "connection_endpoint" varchar(300)`);
  }
}
