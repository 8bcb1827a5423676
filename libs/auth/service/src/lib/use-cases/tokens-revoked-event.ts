import { EVENTS, type AuthTokensRevokedV1 } from '@chargesetu/shared/contracts';
import { createEnvelope, enqueueEvent } from '@chargesetu/shared/messaging';
import type { EntityManager } from 'typeorm';

/**
 * Adds `auth.tokens.revoked` to auth's outbox in the revocation's own transaction: every process that
 * caches token states forgets the user once the relay publishes it (call `deps.notifyRelay()` after the
 * commit).
 */
export function enqueueTokensRevoked(m: EntityManager, userId: number, requestId?: string): Promise<void> {
  const data: AuthTokensRevokedV1 = { userId };
  return enqueueEvent(m, createEnvelope(EVENTS.authTokensRevoked, 1, data, requestId));
}
