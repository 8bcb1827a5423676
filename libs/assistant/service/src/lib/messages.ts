import { ASSISTANT_QUERY_MAX_LENGTH } from '@chargesetu/shared/contracts';

/** What the user reads when the assistant refuses or cannot answer (the web shows `message`). */
export const MESSAGES = {
  emptyQuery: 'Please type a question for the assistant.',
  tooLong: `Your question is too long: please keep it to ${ASSISTANT_QUERY_MAX_LENGTH} characters or fewer.`,
  rateLimited: (max: number, seconds: number) =>
    `You're asking faster than I can answer: up to ${max} question${max === 1 ? '' : 's'} a minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  dataUnavailable:
    "I'm sorry, I couldn't reach ChargeSetu's live station and booking data just now. Please try again in a moment.",
  /** A date asked about outside the bookable window (today to BOOKING_HORIZON_DAYS ahead). */
  dateOutsideWindow: (o: { asked: string; first: string; last: string; days: number }) =>
    `I can check slots only from today (${o.first}) up to ${o.days} day${o.days === 1 ? '' : 's'} ahead (${o.last}), so not ${o.asked}. Please pick a date in that range.`,
} as const;

/** How many past exchanges GET /api/assistant/history returns at most (the latest ones, oldest first). */
export const HISTORY_LIMIT = 200;

/** A follow-up leans on the previous exchange only if it was this recent. */
export const FOLLOW_UP_WINDOW_MS = 60 * 60 * 1000;
