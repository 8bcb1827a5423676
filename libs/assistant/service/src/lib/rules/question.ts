import { ASSISTANT_QUERY_MAX_LENGTH } from '@chargesetu/shared/contracts';
import { InvalidRequest } from '@chargesetu/shared/domain';
import { MESSAGES } from './messages';

/**
 * The question as it is answered and stored: trimmed, then refused with a message a person can read
 * (not ajv's pattern text) when nothing or too much is left.
 */
export function readQuestion(raw: string): string {
  const query = raw.trim();
  if (query === '') throw new InvalidRequest(MESSAGES.emptyQuery);
  if (query.length > ASSISTANT_QUERY_MAX_LENGTH) throw new InvalidRequest(MESSAGES.tooLong);
  return query;
}
