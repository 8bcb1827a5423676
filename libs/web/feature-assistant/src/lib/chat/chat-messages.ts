import type { ChatHistoryItem } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';

export interface ChatMessage {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  /** The "Thinking..." placeholder while a reply is pending. */
  thinking?: boolean;
}

/** The assistant's opening line in the language shown (docs/product.md §2.11: the chat starts with a greeting). */
export const assistantGreeting = (): string => translate('assistant:messages.greeting');

/** docs/product.md §8: the assistant bubble after a failed reply, in the language shown. */
export const assistantErrorReply = (): string => translate('assistant:messages.errorReply');

/** An exchange the server did not store: the question and the error bubble stay on screen. */
export interface FailedExchange {
  key: string;
  query: string;
}

/**
 * What the chat shows, in order: the greeting, every stored exchange as a user then an assistant
 * message (docs/product.md §2.11), failed exchanges of this visit with the error bubble, then the pending
 * question with "Thinking...". Texts of the app (not the stored exchanges) are in the language shown.
 */
export function chatMessages(
  history: readonly ChatHistoryItem[],
  failed: readonly FailedExchange[],
  pendingQuery: string | null,
): ChatMessage[] {
  const messages: ChatMessage[] = [{ key: 'greeting', role: 'assistant', text: assistantGreeting() }];
  for (const item of history) {
    messages.push({ key: `q${item.id}`, role: 'user', text: item.query });
    messages.push({ key: `a${item.id}`, role: 'assistant', text: item.response });
  }
  for (const f of failed) {
    messages.push({ key: `${f.key}-q`, role: 'user', text: f.query });
    messages.push({ key: `${f.key}-a`, role: 'assistant', text: assistantErrorReply() });
  }
  if (pendingQuery !== null) {
    messages.push({ key: 'pending-q', role: 'user', text: pendingQuery });
    messages.push({
      key: 'pending-a',
      role: 'assistant',
      text: translate('assistant:messages.thinking'),
      thinking: true,
    });
  }
  return messages;
}

/** docs/product.md §5: empty or whitespace-only input is ignored, as is sending while a reply is pending. */
export function messageToSend(input: string, pending: boolean): string | null {
  const query = input.trim();
  return !pending && query ? query : null;
}
