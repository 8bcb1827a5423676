import type { ChatHistoryItem } from '@chargesetu/shared/contracts';

export interface ChatMessage {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  /** The "Thinking..." placeholder while a reply is pending. */
  thinking?: boolean;
}

/** The assistant's opening line (docs/product.md §2.11: the chat starts with a greeting). */
export const ASSISTANT_GREETING =
  "Namaste! I'm the ChargeSetu assistant. Ask me about charging stations in your city, prices and cost estimates, connectors for your EV, or how to book, pay and start charging.";

/** docs/product.md §8: the assistant bubble after a failed reply. */
export const ASSISTANT_ERROR_REPLY = "I'm sorry, I couldn't process your request. Please try again later.";

/** An exchange the server did not store: the question and the error bubble stay on screen. */
export interface FailedExchange {
  key: string;
  query: string;
}

/**
 * What the chat shows, in order: the greeting, every stored exchange as a user then an assistant
 * message (docs/product.md §2.11), failed exchanges of this visit with the error bubble, then the pending
 * question with "Thinking...".
 */
export function chatMessages(
  history: readonly ChatHistoryItem[],
  failed: readonly FailedExchange[],
  pendingQuery: string | null,
): ChatMessage[] {
  const messages: ChatMessage[] = [{ key: 'greeting', role: 'assistant', text: ASSISTANT_GREETING }];
  for (const item of history) {
    messages.push({ key: `q${item.id}`, role: 'user', text: item.query });
    messages.push({ key: `a${item.id}`, role: 'assistant', text: item.response });
  }
  for (const f of failed) {
    messages.push({ key: `${f.key}-q`, role: 'user', text: f.query });
    messages.push({ key: `${f.key}-a`, role: 'assistant', text: ASSISTANT_ERROR_REPLY });
  }
  if (pendingQuery !== null) {
    messages.push({ key: 'pending-q', role: 'user', text: pendingQuery });
    messages.push({ key: 'pending-a', role: 'assistant', text: 'Thinking...', thinking: true });
  }
  return messages;
}

/** docs/product.md §5: empty or whitespace-only input is ignored, as is sending while a reply is pending. */
export function messageToSend(input: string, pending: boolean): string | null {
  const query = input.trim();
  return !pending && query ? query : null;
}
