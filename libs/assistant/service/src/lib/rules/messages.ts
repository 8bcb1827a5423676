import { ASSISTANT_QUERY_MAX_LENGTH } from '@chargesetu/shared/contracts';

/** What the user reads when the assistant refuses or cannot answer (the web shows `message`). */
export const MESSAGES = {
  emptyQuery: 'Please type a question for the assistant.',
  tooLong: `Your question is too long: please keep it to ${ASSISTANT_QUERY_MAX_LENGTH} characters or fewer.`,
  rateLimited: (max: number, seconds: number) =>
    `You're asking faster than I can answer: up to ${max} question${max === 1 ? '' : 's'} a minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  dataUnavailable:
    "I'm sorry, I couldn't reach ChargeSetu's live station and booking data just now. Please try again in a moment.",
} as const;
