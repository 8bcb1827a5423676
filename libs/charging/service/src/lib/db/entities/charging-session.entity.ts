import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A charging session (spec 3) and the parameters its state is recomputed from. The migration is the
 * source of truth (constraints live there); reads and writes go through the repository's SQL. Column
 * types are explicit: the bundler emits no decorator metadata.
 */
@Entity({ name: 'charging_sessions' })
export class ChargingSessionEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('integer', { name: 'booking_id', unique: true })
  bookingId: number;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('integer', { name: 'station_id' })
  stationId: number;

  /** The physical charger: its position in the station's chargers array (null before it was recorded). */
  @Column('integer', { name: 'charger_index', nullable: true })
  chargerIndex: number | null;

  @Column('timestamptz', { name: 'start_time' })
  startTime: Date;

  @Column('timestamptz', { name: 'end_time', nullable: true })
  endTime: Date | null;

  /** kWh; the final value once completed (live values are computed, not stored). */
  @Column('numeric', { name: 'energy_delivered', precision: 8, scale: 2, default: '0' })
  energyDelivered: string;

  /** pending | active | completed */
  @Column('varchar', { length: 20, default: 'pending' })
  status: string;

  @Column('numeric', { name: 'current_power', precision: 6, scale: 2, default: '0' })
  currentPower: string;

  @Column('integer', { name: 'battery_percentage' })
  batteryPercentage: number;

  @Column('numeric', { name: 'charger_kw', precision: 7, scale: 2 })
  chargerKw: string;

  @Column('numeric', { name: 'price_per_kwh', precision: 6, scale: 2 })
  pricePerKwh: string;

  @Column('numeric', { name: 'capacity_kwh', precision: 6, scale: 2 })
  capacityKwh: string;

  @Column('numeric', { name: 'start_percent', precision: 5, scale: 2 })
  startPercent: string;

  @Column('integer', { name: 'booked_minutes' })
  bookedMinutes: number;

  @Column('timestamptz', { name: 'booked_end_time' })
  bookedEndTime: Date;

  @Column('double precision', { name: 'time_scale' })
  timeScale: number;

  /** When the session ends by itself (battery full or booked time used up). */
  @Column('timestamptz', { name: 'due_at' })
  dueAt: Date;

  @Column('numeric', { name: 'actual_cost', precision: 8, scale: 2, nullable: true })
  actualCost: string | null;

  /** stopped | full | time_up | cancelled, once completed. */
  @Column('varchar', { name: 'end_reason', length: 20, nullable: true })
  endReason: string | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
