import type { AssistantChatContext, ChatLocation, ChatResponse } from '@chargesetu/shared/contracts';
import { RateLimited, type Language } from '@chargesetu/shared/domain';
import { modelConfigured } from '../config';
import type { AssistantDeps } from '../deps';
import { askModel } from '../model/model-chat';
import { MESSAGES } from '../rules/messages';
import { offlineAnswer, type Answer } from './offline-answer';

/**
 * POST /api/assistant/chat: counts the question against the user's per-minute budget, answers with the
 * configured model (tools over live data, recent exchanges as context) or, when none is configured or
 * it fails or times out, with the offline assistant; stores the exchange with what happened. The
 * location, when the browser sent one, serves this answer only: it is not stored. Both backends answer
 * in the language asked for (English by default, or Hindi).
 */
export async function askAssistant(
  deps: AssistantDeps,
  input: {
    userId: number;
    query: string;
    location?: ChatLocation;
    language?: Language;
    authorization?: string;
    requestId?: string;
  },
): Promise<ChatResponse> {
  const { config } = deps;
  const language = input.language ?? 'en';
  const decision = await deps.rateLimit.take(input.userId, config.ASSISTANT_MAX_PER_MINUTE);
  if (!decision.allowed) {
    // Retry-After tells them when to ask again.
    throw new RateLimited(
      MESSAGES.rateLimited(config.ASSISTANT_MAX_PER_MINUTE, decision.retryAfterSeconds),
      decision.retryAfterSeconds,
    );
  }
  const started = Date.now();
  const now = deps.now();
  const data = deps.data({
    authorization: input.authorization,
    requestId: input.requestId,
    location: input.location && { latitude: input.location.lat, longitude: input.location.lng },
  });
  const recent = await deps.chats.recentForUser(input.userId, Math.max(config.ASSISTANT_HISTORY_TURNS, 1));
  const last = recent[recent.length - 1];

  let answer: Answer;
  if (!modelConfigured(config)) {
    answer = await offlineAnswer(input.query, data, { now, last, reason: 'not_configured', language });
  } else {
    const history = config.ASSISTANT_HISTORY_TURNS > 0 ? recent.slice(-config.ASSISTANT_HISTORY_TURNS) : [];
    const outcome = await askModel(config, { question: input.query, history, data, now, language });
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
      answer = await offlineAnswer(input.query, data, {
        now,
        last,
        reason: outcome.reason,
        modelError: outcome.error,
        modelTools: outcome.tools,
        toolRounds: outcome.toolRounds,
        language,
      });
    }
  }
  const context: AssistantChatContext = { ...answer.context, durationMs: Math.max(0, Date.now() - started) };
  await deps.chats.insert(input.userId, input.query, answer.message, context);
  return { message: answer.message };
}
