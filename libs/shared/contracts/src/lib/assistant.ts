import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime } from './common';

/** POST /api/assistant/chat: a question (blank input is refused). */
export const ChatBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
});
export type ChatBody = Static<typeof ChatBody>;

/** The assistant's answer. */
export const ChatResponse = Type.Object({ message: Type.String() });
export type ChatResponse = Static<typeof ChatResponse>;

/** One past exchange, oldest first in GET /api/assistant/history. */
export const ChatHistoryItem = Type.Object({
  id: Id,
  query: Type.String(),
  response: Type.String(),
  createdAt: IsoDateTime,
});
export type ChatHistoryItem = Static<typeof ChatHistoryItem>;

export const ChatHistory = Type.Array(ChatHistoryItem);
export type ChatHistory = Static<typeof ChatHistory>;
