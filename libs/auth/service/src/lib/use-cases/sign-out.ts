import { withTransaction } from '@chargesetu/shared/db';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { VerifiedUser } from '@chargesetu/shared/server-kit';
import type { AuthDeps } from '../deps';
import { tokensRevokedEvent } from '../events/tokens-revoked-event';

export const SIGNED_OUT = 'You have been signed out';

/**
 * Beyond this many live single revocations, a logout revokes all the user's tokens instead (raises the
 * version): every token check reads the user's revoked ids, so their list must stay short however often
 * someone signs in and out within one token lifetime.
 */
export const MAX_LIVE_REVOCATIONS_PER_USER = 50;

/**
 * Logout: revokes exactly the token it was called with, until that token would have expired, and tells
 * every process (auth.tokens.revoked, same transaction) to forget the user's cached token state.
 */
export async function signOut(deps: AuthDeps, user: VerifiedUser, requestId?: string): Promise<void> {
  await withTransaction(deps.ctx.dataSource, async (m) => {
    await deps.revokedTokens.revoke(user.tokenId, user.id, new Date(user.expiresAt * 1000), m);
    if ((await deps.revokedTokens.countLive(user.id, m)) > MAX_LIVE_REVOCATIONS_PER_USER)
      await deps.revokedTokens.revokeAll(user.id, m);
    await enqueueEvent(m, tokensRevokedEvent(user.id, requestId));
  });
  deps.ctx.relay.notify();
}
