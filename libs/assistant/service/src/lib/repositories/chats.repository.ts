import type { AssistantChatContext, ChatHistoryItem } from '@chargesetu/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';

const T = `"assistant"."assistant_chats"`;

interface ChatRow {
  id: number;
  query: string;
  response: string;
  context: AssistantChatContext;
  created_at: Date | string;
}

/** A stored exchange with what the assistant recorded about it. */
export interface StoredExchange extends ChatHistoryItem {
  context: AssistantChatContext;
}

const toExchange = (r: ChatRow): StoredExchange => ({
  id: r.id,
  query: r.query,
  response: r.response,
  context: r.context,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Exchanges in the `assistant` schema; every read is scoped to one user. */
export function chatsRepository(ds: DataSource) {
  return {
    async insert(
      userId: number,
      query: string,
      response: string,
      context: AssistantChatContext,
      m: EntityManager = ds.manager,
    ): Promise<StoredExchange> {
      const [row]: ChatRow[] = await m.query(
        `INSERT INTO ${T} (user_id, query, response, context) VALUES ($1, $2, $3, $4) RETURNING *`,
        [userId, query, response, JSON.stringify(context)],
      );
      return toExchange(row);
    },
    /** The user's latest `limit` exchanges, oldest first. */
    async recentForUser(
      userId: number,
      limit: number,
      m: EntityManager = ds.manager,
    ): Promise<StoredExchange[]> {
      if (limit <= 0) return [];
      const rows: ChatRow[] = await m.query(
        `SELECT * FROM ${T} WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
      return rows.reverse().map(toExchange);
    },
  };
}
export type ChatsRepository = ReturnType<typeof chatsRepository>;
