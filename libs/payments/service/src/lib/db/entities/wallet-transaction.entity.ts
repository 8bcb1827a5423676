import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One movement of a wallet: a debit (reason 'payment', negative amount) or a refund (positive). The
 * balance in user_stats is what is spent; this ledger is how anyone can check where it came from.
 */
@Entity({ name: 'wallet_transactions' })
export class WalletTransactionEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('numeric', { precision: 10, scale: 2 })
  amount: string;

  /** payment | refund | adjustment (a charging session cost less than was paid) */
  @Column('varchar', { length: 20 })
  reason: string;

  @Column('integer', { name: 'payment_id' })
  paymentId: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
