import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One exchange with the assistant (spec 3: assistant_chats). The migration is the source of truth;
 * column types are explicit because the bundler emits no decorator metadata.
 */
@Entity({ name: 'assistant_chats' })
export class AssistantChatEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('text')
  query: string;

  @Column('text')
  response: string;

  /** AssistantChatContext: backend, offline reason, tools that ran. */
  @Column('jsonb')
  context: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
