import type { ChatHistory } from '@chargesetu/shared/contracts';
import type { AssistantDeps } from '../deps';

/** How many past exchanges GET /api/assistant/history returns at most (the latest ones, oldest first). */
export const HISTORY_LIMIT = 200;

/** GET /api/assistant/history: the user's own latest exchanges, oldest first (context is never sent). */
export async function listHistory(deps: AssistantDeps, userId: number): Promise<ChatHistory> {
  const rows = await deps.chats.recentForUser(userId, HISTORY_LIMIT);
  return rows.map(({ id, query, response, createdAt }) => ({ id, query, response, createdAt }));
}
