import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A user's vehicle (spec section 3). Optional text fields are null when not given. */
@Entity({ name: 'vehicles' })
export class VehicleEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('varchar', { length: 100 })
  make: string;

  @Column('varchar', { length: 100 })
  model: string;

  @Column('varchar', { length: 50, nullable: true })
  year: string | null;

  @Column('varchar', { name: 'registration_number', length: 20 })
  registrationNumber: string;

  /** Connector names as the user picked them, e.g. ["CCS2", "Type 2 (Mennekes)"]. */
  @Column('jsonb', { name: 'connector_types' })
  connectorTypes: string[];

  @Column('varchar', { length: 50, nullable: true })
  color: string | null;

  /** kWh as text, e.g. "40.5". */
  @Column('varchar', { name: 'battery_capacity', length: 50, nullable: true })
  batteryCapacity: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
