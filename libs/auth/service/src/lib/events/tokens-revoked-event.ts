import { EVENTS } from '@chargesetu/shared/contracts';
import { createEvent } from '@chargesetu/shared/messaging';

/**
 * `auth.tokens.revoked` for a user some of whose tokens were just revoked: enqueued in the revocation's
 * own transaction, it makes every process that caches token states forget the user once the relay
 * publishes it.
 */
export function tokensRevokedEvent(userId: number, correlationId?: string) {
  return createEvent(EVENTS.authTokensRevoked, { userId }, correlationId);
}
