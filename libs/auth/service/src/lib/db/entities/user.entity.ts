import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type UserRole = 'user' | 'admin';

/**
 * An account (spec section 3). Column types are explicit: the bundler emits no decorator metadata.
 * Username and email are unique case-insensitively (expression indexes in the migration).
 */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('varchar', { length: 50 })
  username: string;

  /** bcrypt hash; never leaves the service. */
  @Column('varchar', { name: 'password_hash', length: 100 })
  passwordHash: string;

  @Column('varchar', { length: 100 })
  name: string;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { length: 20, nullable: true })
  phone: string | null;

  @Column('varchar', { length: 10, default: 'user' })
  role: UserRole;

  /** Notification preferences (spec 2.15 Profile Settings); defaults on, on, off. */
  @Column('boolean', { name: 'notify_booking_confirmations', default: true })
  notifyBookingConfirmations: boolean;

  @Column('boolean', { name: 'notify_charging_updates', default: true })
  notifyChargingUpdates: boolean;

  @Column('boolean', { name: 'notify_promotional_messages', default: false })
  notifyPromotionalMessages: boolean;

  /**
   * Every token carries the version it was issued at; a password change or reset raises it, which
   * revokes all the user's earlier tokens at once.
   */
  @Column('integer', { name: 'token_version', default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
