import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A booking (spec 3) as stored; the migration is the source of truth (constraints live there). Column
 * types are explicit: the bundler emits no decorator metadata. Reads and writes go through the
 * repository's SQL, which the exclusion constraint and row locks need anyway.
 */
@Entity({ name: 'bookings' })
export class BookingEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('integer', { name: 'station_id' })
  stationId: number;

  @Column('integer', { name: 'vehicle_id' })
  vehicleId: number;

  @Column('varchar', { name: 'charger_type', length: 50 })
  chargerType: string;

  @Column('integer')
  power: number;

  /** The physical charger: its index in the station's chargers array. */
  @Column('integer', { name: 'charger_index' })
  chargerIndex: number;

  @Column('timestamptz', { name: 'start_time' })
  startTime: Date;

  @Column('timestamptz', { name: 'end_time' })
  endTime: Date;

  @Column('varchar', { length: 20, default: 'pending' })
  status: string;

  @Column('numeric', { name: 'price_per_kwh', precision: 6, scale: 2 })
  pricePerKwh: string;

  @Column('numeric', { name: 'estimated_cost', precision: 8, scale: 2 })
  estimatedCost: string;

  @Column('numeric', { name: 'actual_cost', precision: 8, scale: 2, nullable: true })
  actualCost: string | null;

  @Column('integer', { name: 'payment_id', nullable: true })
  paymentId: number | null;

  /** What payment.completed said was paid; carried into booking.cancelled so payments can refund. */
  @Column('numeric', { name: 'amount_paid', precision: 10, scale: 2, nullable: true })
  amountPaid: string | null;

  @Column('timestamptz', { name: 'hold_expires_at', nullable: true })
  holdExpiresAt: Date | null;

  /** { id, name, address } of the station when the booking was made. */
  @Column('jsonb', { name: 'station_snapshot' })
  stationSnapshot: Record<string, unknown>;

  /** 'user' or 'expired'. */
  @Column('varchar', { name: 'cancel_reason', length: 20, nullable: true })
  cancelReason: string | null;

  @Column('varchar', { name: 'cancel_note', length: 500, nullable: true })
  cancelNote: string | null;

  @Column('timestamptz', { name: 'cancelled_at', nullable: true })
  cancelledAt: Date | null;

  /** The charging start attempt that moved the booking to active (null otherwise). */
  @Column('uuid', { name: 'charging_claim', nullable: true })
  chargingClaim: string | null;

  @Column('timestamptz', { name: 'charging_claimed_at', nullable: true })
  chargingClaimedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
