import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One failed sign-in. Kept in the database, not in memory, so the limit holds across several instances
 * of the service. `accountKey` is cleared (set null) when the account signs in successfully from the
 * same address, or an administrator resets its password, so the row still counts against the address
 * but no longer against the account. `ip` holds the address as counted (IPv6: its /64, see
 * repositories/source-address.ts).
 */
@Entity({ name: 'login_failures' })
export class LoginFailureEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** `user:<id>` for an existing account, `name:<lower-cased identifier>` for an unknown one. */
  @Column('varchar', { name: 'account_key', length: 300, nullable: true })
  accountKey: string | null;

  @Column('varchar', { length: 64 })
  ip: string;

  @Column('timestamptz', { name: 'attempted_at', default: () => 'now()' })
  attemptedAt: Date;
}
