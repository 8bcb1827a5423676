import type { InternalTokenState } from '@chargesetu/shared/contracts';
import type { TokenStateSource } from '@chargesetu/shared/server-kit';
import type { AuthDeps } from '../deps';

/**
 * What a token of the user is checked against: whether the user exists, their token version and their
 * revoked, unexpired token ids. `exists: false` (version 0, nothing revoked) for an unknown user.
 */
export function tokenStateOf(deps: AuthDeps, userId: number): Promise<InternalTokenState> {
  return deps.revokedTokens.stateOf(userId);
}

/**
 * In a process that runs the auth service (itself, or the all-in-one platform) tokens are checked
 * against auth's tables directly: one indexed query, no internal call.
 */
export function authTokenStateSource(deps: AuthDeps): TokenStateSource {
  return async (userId) => {
    const state = await tokenStateOf(deps, userId);
    return { ...state, revoked: new Set(state.revoked) };
  };
}
