import { ASSISTANT_QUERY_MAX_LENGTH } from '@chargesetu/shared/contracts';
import type { Language } from '@chargesetu/shared/domain';

/**
 * What the user reads when the assistant refuses or cannot answer (the web shows `message`). Refusals are
 * errors, written in English here and put in the request's language by the error handler
 * (Accept-Language; the Hindi is in shared/domain's messages-hi.ts). `dataUnavailable` is an answer (200),
 * so it comes in the language the chat asked for.
 */
export const MESSAGES = {
  emptyQuery: 'Please type a question for the assistant.',
  tooLong: `Your question is too long: please keep it to ${ASSISTANT_QUERY_MAX_LENGTH} characters or fewer.`,
  rateLimited: (max: number, seconds: number) =>
    `You're asking faster than I can answer: up to ${max} question${max === 1 ? '' : 's'} a minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  dataUnavailable: {
    en: "I'm sorry, I couldn't reach ChargeSetu's live station and booking data just now. Please try again in a moment.",
    hi: 'माफ़ कीजिए, अभी ChargeSetu का लाइव स्टेशन और बुकिंग डेटा नहीं मिल पाया। कृपया थोड़ी देर में फिर से कोशिश करें।',
  } satisfies Record<Language, string>,
} as const;
