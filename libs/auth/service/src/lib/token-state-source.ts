import type { TokenStateSource } from '@chargesetu/shared/server-kit';
import type { AuthDeps } from './deps';

/**
 * In a process that runs the auth service (itself, or the all-in-one platform) tokens are checked
 * against auth's tables directly: one indexed query, no internal call.
 */
export function authTokenStateSource(deps: AuthDeps): TokenStateSource {
  return async (userId) => {
    const state = await deps.revokedTokens.stateOf(userId);
    return { exists: state.exists, version: state.version, revoked: new Set(state.revoked) };
  };
}
