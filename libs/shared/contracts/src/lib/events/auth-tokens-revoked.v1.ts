import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../common';
import { EVENTS } from './envelope';

/**
 * auth.tokens.revoked v1, from auth to every process (a broadcast, see BROADCAST_EVENTS): some of the
 * user's tokens were just revoked (logout, password change, administrator's reset), so each process
 * drops the user from its token-state cache. It says nothing about which tokens: the next check reads
 * the user's state from auth again.
 */
export const AuthTokensRevokedV1 = Type.Object({
  userId: Id,
});
export type AuthTokensRevokedV1 = Static<typeof AuthTokensRevokedV1>;

export const AUTH_TOKENS_REVOKED_V1 = {
  type: EVENTS.authTokensRevoked,
  version: 1,
  payload: AuthTokensRevokedV1,
} as const;
