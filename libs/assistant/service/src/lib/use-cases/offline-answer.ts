import { answerOffline, type AssistantData, type PreviousTurn } from '@chargesetu/assistant/offline';
import type { AssistantChatContext, AssistantToolRun, OfflineReason } from '@chargesetu/shared/contracts';
import { isDomainError, type Language } from '@chargesetu/shared/domain';
import type { StoredExchange } from '../repositories/chats.repository';
import { MESSAGES } from '../rules/messages';

/** A follow-up leans on the previous exchange only if it was this recent. */
export const FOLLOW_UP_WINDOW_MS = 60 * 60 * 1000;

/** An answer and what is stored about it (the duration is added when the exchange is stored). */
export interface Answer {
  message: string;
  context: Omit<AssistantChatContext, 'durationMs'>;
}

function previousTurn(last: StoredExchange | undefined, now: Date): PreviousTurn | undefined {
  if (!last || now.getTime() - new Date(last.createdAt).getTime() > FOLLOW_UP_WINDOW_MS) return undefined;
  return { intent: last.context.intent, place: last.context.place, stationIds: last.context.stationIds };
}

/**
 * The offline assistant's answer, with why it answered (no model, or the model failed) and what the
 * model tried first. When a neighbour cannot be read, the answer says so plainly and the context
 * records which read failed.
 */
export async function offlineAnswer(
  question: string,
  data: AssistantData,
  o: {
    now: Date;
    last?: StoredExchange;
    reason: OfflineReason;
    modelError?: string;
    modelTools?: AssistantToolRun[];
    toolRounds?: number;
    /** The language to answer in; English by default. */
    language?: Language;
  },
): Promise<Answer> {
  const base = {
    backend: 'offline' as const,
    offlineReason: o.reason,
    ...(o.modelError ? { modelError: o.modelError } : {}),
    ...(o.toolRounds ? { toolRounds: o.toolRounds } : {}),
  };
  try {
    const answer = await answerOffline(question, data, {
      now: o.now,
      previous: previousTurn(o.last, o.now),
      lang: o.language ?? 'en',
    });
    return {
      message: answer.message,
      context: {
        ...base,
        tools: [...(o.modelTools ?? []), ...answer.tools],
        intent: answer.intent,
        ...(answer.place ? { place: answer.place } : {}),
        ...(answer.stationIds.length ? { stationIds: answer.stationIds } : {}),
      },
    };
  } catch (err) {
    if (!isDomainError(err) || err.kind !== 'unavailable') throw err;
    return {
      message: MESSAGES.dataUnavailable[o.language ?? 'en'],
      context: {
        ...base,
        tools: [
          ...(o.modelTools ?? []),
          { name: 'read_live_data', arguments: {}, ok: false, summary: err.message },
        ],
      },
    };
  }
}
