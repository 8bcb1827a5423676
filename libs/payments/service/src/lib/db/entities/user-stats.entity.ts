import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A user's wallet and rewards (spec section 3), created with the defaults on first use. */
@Entity({ name: 'user_stats' })
export class UserStatsEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('integer', { name: 'user_id', unique: true })
  userId: number;

  @Column('numeric', { name: 'wallet_balance', precision: 10, scale: 2, default: '650.00' })
  walletBalance: string;

  @Column('integer', { name: 'reward_points', default: 240 })
  rewardPoints: number;

  @Column('numeric', { name: 'total_savings', precision: 10, scale: 2, default: '1840.00' })
  totalSavings: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
