import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A one-table schema for the data layer's own integration tests (not part of the public API). */
@Entity('notes')
export class Note {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('varchar') text: string;
}

export class CreateNotes1731600000000 implements MigrationInterface {
  name = 'CreateNotes1731600000000';

  async up(qr: QueryRunner): Promise<void> {
    const schema = qr.connection.driver.schema;
    await qr.query(
      `CREATE TABLE "${schema}"."notes" (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), text varchar NOT NULL)`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`DROP TABLE "${qr.connection.driver.schema}"."notes"`);
  }
}
