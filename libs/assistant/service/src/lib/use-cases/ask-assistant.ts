import type {
  AssistantChatContext,
  AssistantToolRun,
  ChatResponse,
  OfflineReason,
} from '@chargesetu/shared/contracts';
import { modelConfigured } from '../config';
import { platformData, type AssistantData } from '../data/platform-data';
import type { AssistantDeps } from '../deps';
import { FOLLOW_UP_WINDOW_MS, MESSAGES } from '../messages';
import { askModel } from '../model/model-chat';
import { answerOffline } from '../offline/offline-assistant';
import type { PreviousTurn } from '../offline/understand';
import type { StoredExchange } from '../repositories/chats.repository';

/** The user asked more than the per-minute budget allows. */
export class RateLimitedError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}

function previousTurn(last: StoredExchange | undefined, now: Date): PreviousTurn | undefined {
  if (!last || now.getTime() - new Date(last.createdAt).getTime() > FOLLOW_UP_WINDOW_MS) return undefined;
  return { intent: last.context.intent, place: last.context.place, stationIds: last.context.stationIds };
}

async function offline(
  question: string,
  data: AssistantData,
  o: {
    now: Date;
    last?: StoredExchange;
    reason: OfflineReason;
    modelError?: string;
    modelTools?: AssistantToolRun[];
    toolRounds?: number;
  },
): Promise<{ message: string; context: Omit<AssistantChatContext, 'durationMs'> }> {
  const base = {
    backend: 'offline' as const,
    offlineReason: o.reason,
    ...(o.modelError ? { modelError: o.modelError } : {}),
    ...(o.toolRounds ? { toolRounds: o.toolRounds } : {}),
  };
  try {
    const answer = await answerOffline(question, data, { now: o.now, previous: previousTurn(o.last, o.now) });
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
    // A neighbour is down: say so plainly, and record which read failed.
    return {
      message: MESSAGES.dataUnavailable,
      context: {
        ...base,
        tools: [
          ...(o.modelTools ?? []),
          { name: 'read_live_data', arguments: {}, ok: false, summary: (err as Error).message },
        ],
      },
    };
  }
}

/**
 * POST /api/assistant/chat: counts the question against the user's per-minute budget, answers with the
 * configured model (tools over live data, recent exchanges as context) or, when none is configured or
 * it fails or times out, with the offline assistant; stores the exchange with what happened.
 */
export async function askAssistant(
  deps: AssistantDeps,
  input: { userId: number; query: string; authorization?: string; requestId?: string; now?: Date },
): Promise<ChatResponse> {
  const { config } = deps;
  const decision = await deps.rateLimit.take(input.userId, config.ASSISTANT_MAX_PER_MINUTE);
  if (!decision.allowed) {
    throw new RateLimitedError(
      MESSAGES.rateLimited(config.ASSISTANT_MAX_PER_MINUTE, decision.retryAfterSeconds),
      decision.retryAfterSeconds,
    );
  }
  const started = Date.now();
  const now = input.now ?? new Date();
  const data = platformData(deps, { authorization: input.authorization, requestId: input.requestId });
  const recent = await deps.chats.recentForUser(input.userId, Math.max(config.ASSISTANT_HISTORY_TURNS, 1));
  const last = recent[recent.length - 1];

  let answer: { message: string; context: Omit<AssistantChatContext, 'durationMs'> };
  if (!modelConfigured(config)) {
    answer = await offline(input.query, data, { now, last, reason: 'not_configured' });
  } else {
    const history = config.ASSISTANT_HISTORY_TURNS > 0 ? recent.slice(-config.ASSISTANT_HISTORY_TURNS) : [];
    const outcome = await askModel(config, { question: input.query, history, data, now });
    if (outcome.ok) {
      answer = {
        message: outcome.message,
        context: { backend: 'model', tools: outcome.tools, toolRounds: outcome.toolRounds },
      };
    } else {
      deps.ctx.logger.warn(
        { reason: outcome.reason, error: outcome.error },
        'assistant model failed; the offline assistant answers',
      );
      answer = await offline(input.query, data, {
        now,
        last,
        reason: outcome.reason,
        modelError: outcome.error,
        modelTools: outcome.tools,
        toolRounds: outcome.toolRounds,
      });
    }
  }
  const context: AssistantChatContext = { ...answer.context, durationMs: Math.max(0, Date.now() - started) };
  await deps.chats.insert(input.userId, input.query, answer.message, context);
  return { message: answer.message };
}
