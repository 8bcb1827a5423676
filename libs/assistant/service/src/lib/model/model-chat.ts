import type { AssistantData } from '@chargesetu/assistant/offline';
import type { AssistantToolRun, OfflineReason } from '@chargesetu/shared/contracts';
import type { Language } from '@chargesetu/shared/domain';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AssistantConfig } from '../config';
import { runTool } from './tools/run-tool';
import { openAiTools } from './tools/tool-definitions';
import { systemPrompt } from './system-prompt';

/** A past exchange sent as context. */
export interface Turn {
  query: string;
  response: string;
}

export type ModelOutcome =
  | { ok: true; message: string; tools: AssistantToolRun[]; toolRounds: number }
  | { ok: false; reason: OfflineReason; error: string; tools: AssistantToolRun[]; toolRounds: number };

/** Why a model call failed, in words an operator can act on (never shown to the user). */
function describe(err: unknown, timeoutMs: number): { reason: OfflineReason; error: string } {
  if (err instanceof OpenAI.APIConnectionTimeoutError || err instanceof OpenAI.APIUserAbortError) {
    return { reason: 'timeout', error: `timed out after ${timeoutMs} ms` };
  }
  if (err instanceof OpenAI.APIError && err.status !== undefined)
    return { reason: 'model_error', error: `HTTP ${err.status}` };
  if (err instanceof OpenAI.APIConnectionError) return { reason: 'model_error', error: 'could not connect' };
  return { reason: 'model_error', error: (err as Error)?.message ?? String(err) };
}

/** The configured model's name, scrubbed from a reply: the user never sees which model answered. */
export function hideModelName(text: string, model: string): string {
  const names = [model, model.split('/').pop() ?? model].filter((n) => n.trim().length >= 3);
  let out = text;
  for (const n of names)
    out = out
      .split(new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'))
      .join('the ChargeSetu assistant');
  return out;
}

/**
 * One exchange with an OpenAI-compatible chat-completions server: the system prompt, the last few
 * exchanges, the question; up to ASSISTANT_MAX_TOOL_ROUNDS rounds of tool calls (each answered from
 * live data), then a final answer without tools. The whole exchange shares one ASSISTANT_TIMEOUT_MS
 * budget; no retries (a failure falls back to the offline assistant at once).
 */
export async function askModel(
  config: AssistantConfig,
  input: {
    question: string;
    history: readonly Turn[];
    data: AssistantData;
    now?: Date;
    language?: Language;
  },
): Promise<ModelOutcome> {
  const tools: AssistantToolRun[] = [];
  let toolRounds = 0;
  const timeoutMs = config.ASSISTANT_TIMEOUT_MS;
  const client = new OpenAI({
    // Local servers (Ollama, vLLM) need no key, but the client insists on one.
    apiKey: config.OPENAI_API_KEY ?? 'not-needed',
    baseURL: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
    organization: null,
    project: null,
    timeout: timeoutMs,
    maxRetries: 0,
  });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(input.now, input.language) },
    ...input.history.flatMap((t): ChatCompletionMessageParam[] => [
      { role: 'user', content: t.query },
      { role: 'assistant', content: t.response },
    ]),
    { role: 'user', content: input.question },
  ];
  try {
    for (let round = 0; ; round++) {
      const finalRound = round >= config.ASSISTANT_MAX_TOOL_ROUNDS;
      const completion = await client.chat.completions.create(
        {
          model: config.ASSISTANT_MODEL,
          messages,
          temperature: 0.2,
          ...(finalRound ? {} : { tools: openAiTools(), tool_choice: 'auto' as const }),
        },
        { signal: abort.signal },
      );
      const reply = completion.choices?.[0]?.message;
      const calls = (reply?.tool_calls ?? []).filter((c) => c.type === 'function');
      if (!finalRound && reply && calls.length > 0) {
        toolRounds += 1;
        messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const outcome = await runTool(
            call.function.name,
            call.function.arguments ?? '',
            input.data,
            input.now,
          );
          tools.push(outcome.run);
          messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.content });
        }
        continue;
      }
      const text = reply?.content?.trim();
      if (!text)
        return { ok: false, reason: 'empty_reply', error: 'the model returned no text', tools, toolRounds };
      return { ok: true, message: hideModelName(text, config.ASSISTANT_MODEL), tools, toolRounds };
    }
  } catch (err) {
    return {
      ok: false,
      ...describe(abort.signal.aborted ? new OpenAI.APIUserAbortError() : err, timeoutMs),
      tools,
      toolRounds,
    };
  } finally {
    clearTimeout(timer);
  }
}
