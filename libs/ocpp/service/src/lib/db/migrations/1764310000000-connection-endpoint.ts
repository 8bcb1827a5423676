import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Beside the instance holding a charger's socket, the address that instance answers internal calls at: a
 * command for a charger connected elsewhere is handed to the instance that holds it.
 */
export class ConnectionEndpoint1764310000000 implements MigrationInterface {
  name = 'ConnectionEndpoint1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ocpp"."charge_points" ADD COLUMN "connection_endpoint" varchar(300)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ocpp"."charge_points" DROP COLUMN "connection_endpoint"`);
  }
}
