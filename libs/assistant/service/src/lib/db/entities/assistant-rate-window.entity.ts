import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's current rate-limit window: when it started and how many questions it has counted. */
@Entity({ name: 'assistant_rate_windows' })
export class AssistantRateWindowEntity {
  @PrimaryColumn('integer', { name: 'user_id' })
  userId: number;

  @Column('timestamptz', { name: 'window_start' })
  windowStart: Date;

  @Column('integer')
  count: number;
}
