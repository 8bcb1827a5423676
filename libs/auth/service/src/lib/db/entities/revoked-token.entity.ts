import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A token revoked by a logout, until it would have expired anyway (then the purge job deletes it). */
@Entity({ name: 'revoked_tokens' })
export class RevokedTokenEntity {
  /** The token's `jti` claim. */
  @PrimaryColumn('varchar', { length: 64 })
  jti: string;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;
}
