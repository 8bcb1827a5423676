import type { ServiceContext } from '@chargesetu/shared/runtime';
import type { TokenStateSource } from '@chargesetu/shared/server-kit';
import { revokedTokensRepository } from './repositories/revoked-tokens.repository';

/**
 * In a process that runs the auth service (itself, or the all-in-one platform) tokens are checked
 * against auth's tables directly: one indexed query, no internal call.
 */
export function authTokenStateSource(ctx: ServiceContext): TokenStateSource {
  const tokens = revokedTokensRepository(ctx.dataSource);
  return async (userId) => {
    const state = await tokens.stateOf(userId);
    return { exists: state.exists, version: state.version, revoked: new Set(state.revoked) };
  };
}
