import { ASSISTANT_QUERY_MAX_LENGTH } from '@chargesetu/shared/contracts';

/** What the assistant says when it refuses or cannot answer, in each language the chat request can ask for. */
const EN = {
  rateLimited: (max: number, seconds: number) =>
    `You're asking faster than I can answer: up to ${max} question${max === 1 ? '' : 's'} a minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  dataUnavailable:
    "I'm sorry, I couldn't reach ChargeSetu's live station and booking data just now. Please try again in a moment.",
};
const HI: typeof EN = {
  rateLimited: (max: number, seconds: number) =>
    `आप मेरे जवाब देने से ज़्यादा तेज़ी से पूछ रहे हैं: एक मिनट में ज़्यादा से ज़्यादा ${max} सवाल। कृपया ${seconds} सेकंड रुककर फिर से पूछें।`,
  dataUnavailable:
    'माफ़ कीजिए, अभी ChargeSetu का लाइव स्टेशन और बुकिंग डेटा नहीं मिल पाया। कृपया थोड़ी देर में फिर से कोशिश करें।',
};

/**
 * What the user reads when the assistant refuses or cannot answer (the web shows `message`): English at
 * the top level, and per language under `en` / `hi`. The question checks (empty, too long) run before the
 * body's language is known, so they stay English.
 */
export const MESSAGES = {
  emptyQuery: 'Please type a question for the assistant.',
  tooLong: `Your question is too long: please keep it to ${ASSISTANT_QUERY_MAX_LENGTH} characters or fewer.`,
  ...EN,
  en: EN,
  hi: HI,
} as const;
