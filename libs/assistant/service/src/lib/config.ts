import { DEFAULT_BOOKING_HORIZON_DAYS } from '@chargesetu/shared/domain';
import { loadConfig } from '@chargesetu/shared/server-kit';
import { Type, type Static } from '@sinclair/typebox';

/** The assistant service's own environment variables (the common ones live in the runtime config). */
export const AssistantConfigSchema = Type.Object({
  /** Key for the OpenAI-compatible server; optional for local servers (Ollama, vLLM) that need none. */
  OPENAI_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** Base URL of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1. Unset: api.openai.com. */
  OPENAI_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Model name sent to that server (never shown to users). */
  ASSISTANT_MODEL: Type.String({ minLength: 1, maxLength: 200, default: 'gpt-4o-mini' }),
  /** Budget for the whole model exchange, tool rounds included, in ms; then the offline assistant answers. */
  ASSISTANT_TIMEOUT_MS: Type.Integer({ minimum: 50, maximum: 300_000, default: 20_000 }),
  /** Model round trips that may ask for tools before it must answer. */
  ASSISTANT_MAX_TOOL_ROUNDS: Type.Integer({ minimum: 1, maximum: 10, default: 4 }),
  /** Questions one user may ask per minute (a fixed window kept in PostgreSQL); then 429. */
  ASSISTANT_MAX_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 100_000, default: 10 }),
  /** Past exchanges sent to the model as context. */
  ASSISTANT_HISTORY_TURNS: Type.Integer({ minimum: 0, maximum: 20, default: 4 }),
  /**
   * The bookings service's horizon (same variable, same default): the assistant asks for slots only
   * from today to this many days ahead and says so for any other date.
   */
  BOOKING_HORIZON_DAYS: Type.Integer({ minimum: 1, maximum: 365, default: DEFAULT_BOOKING_HORIZON_DAYS }),
});
export type AssistantConfig = Static<typeof AssistantConfigSchema>;

/** Reads and validates the assistant variables once, at start; a bad one stops the service with its name. */
export function loadAssistantConfig(env: NodeJS.ProcessEnv): AssistantConfig {
  return loadConfig(AssistantConfigSchema, env);
}

/** A model is used when either a base URL or a key is configured; otherwise the offline assistant answers. */
export function modelConfigured(config: AssistantConfig): boolean {
  return Boolean(config.OPENAI_BASE_URL || config.OPENAI_API_KEY);
}
