import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, languageSchema } from './common';

/** Longest question the assistant takes, counted after trimming. */
export const ASSISTANT_QUERY_MAX_LENGTH = 2000;

/**
 * Where the driver is, in decimal degrees, when their browser shared it for a question that needs it
 * (see {@link questionNeedsLocation}). Used for that one answer and never stored.
 */
export const ChatLocation = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);
export type ChatLocation = Static<typeof ChatLocation>;

/**
 * POST /api/assistant/chat: a question of 1-2000 characters once trimmed, optionally the driver's
 * location, and the language to answer in (the app's current language: `en` by default, or `hi`). The
 * service trims before validating and answers blank or overlong input with a readable 400.
 */
export const ChatBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: ASSISTANT_QUERY_MAX_LENGTH, pattern: '\\S' }),
  location: Type.Optional(ChatLocation),
  language: Type.Optional(languageSchema({ default: 'en' })),
});
export type ChatBody = Static<typeof ChatBody>;

// "nearest", "closest", "nearby", "near me", "around me", "close to me", "mere paas", "nazdeek"...
const NEAR_THE_DRIVER =
  /\b(nearest|closest|near ?by|near (to )?me|around me|close (to|by) me|near my (location|place|home|house|office)|where i am( now)?|mere pa(a)?s|hamare pa(a)?s|nazdee?k|najdee?k|kareeb|qareeb)\b/i;

/**
 * Whether a question asks about chargers near the driver ("nearest open charger to me", "closest
 * charger", "charger near me", "nearest station open now"): the web app sends the browser's location
 * with such questions only, and the assistant answers them by distance from it.
 */
export function questionNeedsLocation(question: string): boolean {
  return NEAR_THE_DRIVER.test(question.replace(/\s+/g, ' '));
}

/** The assistant's answer: light Markdown (lists, **bold**, links such as [Name](/station/12)). */
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

/**
 * The six example questions of the chat screen (docs/product.md §2.11). Each gets a
 * specific answer from live data even when no language model is configured.
 */
export const ASSISTANT_EXAMPLE_QUESTIONS = [
  'Find fast chargers near Bengaluru',
  'Show charging stations in Mumbai',
  'How much does it cost to charge at 60 kW for 30 minutes?',
  'Which connector does a Tata Nexon EV use?',
  'How do I book and pay for a charging slot?',
  'What are my upcoming bookings?',
] as const;

/** Which backend wrote an answer: the configured language model, or the built-in offline assistant. */
export const AssistantBackend = Type.Union([Type.Literal('model'), Type.Literal('offline')]);
export type AssistantBackend = Static<typeof AssistantBackend>;

/**
 * Why the offline assistant answered: no model configured, the model call failed or timed out, or the
 * model gave no usable answer.
 */
export const OfflineReason = Type.Union([
  Type.Literal('not_configured'),
  Type.Literal('model_error'),
  Type.Literal('timeout'),
  Type.Literal('empty_reply'),
]);
export type OfflineReason = Static<typeof OfflineReason>;

/** One tool (a read of live platform data) that ran for an answer. */
export const AssistantToolRun = Type.Object({
  name: Type.String(),
  arguments: Type.Record(Type.String(), Type.Unknown()),
  ok: Type.Boolean(),
  /** Short outcome, e.g. "5 stations" or the error. */
  summary: Type.String(),
});
export type AssistantToolRun = Static<typeof AssistantToolRun>;

/**
 * What is stored with each exchange (assistant_chats.context, never sent to the browser): the backend
 * that answered, why the offline one did, the tools that ran, and what the offline assistant understood
 * (so a follow-up such as "and tomorrow?" can reuse the station or city). The model's name is not kept.
 */
export const AssistantChatContext = Type.Object({
  backend: AssistantBackend,
  offlineReason: Type.Optional(OfflineReason),
  /** The model error, e.g. "HTTP 500" or "timed out after 20000 ms". */
  modelError: Type.Optional(Type.String()),
  tools: Type.Array(AssistantToolRun),
  /** Model round trips that asked for tools. */
  toolRounds: Type.Optional(Type.Integer({ minimum: 0 })),
  intent: Type.Optional(Type.String()),
  place: Type.Optional(
    Type.Object({
      kind: Type.Union([Type.Literal('city'), Type.Literal('state')]),
      city: Type.Optional(Type.String()),
      state: Type.String(),
    }),
  ),
  stationIds: Type.Optional(Type.Array(Id)),
  durationMs: Type.Integer({ minimum: 0 }),
});
export type AssistantChatContext = Static<typeof AssistantChatContext>;
