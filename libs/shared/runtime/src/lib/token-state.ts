import { EVENTS, InternalTokenState, isEvent } from '@chargesetu/shared/contracts';
import { Value } from '@sinclair/typebox/value';
import type { EventBus } from '@chargesetu/shared/messaging';
import { TokenStateCache, type TokenState, type TokenStateSource } from '@chargesetu/shared/server-kit';
import type { RuntimeConfig } from './runtime-config';
import type { ServiceClient } from './service-client';
import type { OpenedService } from './open-service';

/** Where every process asks for a user's token state: the auth service's internal route. */
export const tokenStatePath = (userId: number) => `/internal/users/${userId}/token-state`;

/**
 * The token state from the auth service through the ServiceClient (HTTP between processes, inject in
 * one process). Anything but a well-formed 200 is a failure: `authenticate` answers 503, never a guess.
 */
export function remoteTokenStateSource(services: ServiceClient): TokenStateSource {
  return async (userId): Promise<TokenState> => {
    const res = await services.request('auth', { url: tokenStatePath(userId) });
    if (res.statusCode !== 200 || !Value.Check(InternalTokenState, res.body))
      throw new Error(`auth answered ${res.statusCode} to the token state of user ${userId}`);
    return { exists: res.body.exists, version: res.body.version, revoked: new Set(res.body.revoked) };
  };
}

/**
 * The process's token-state cache: read straight from auth's tables when the auth module runs in this
 * process (all-in-one, or the auth service itself), else from auth's internal route.
 */
export function buildTokenStateCache(
  config: Pick<RuntimeConfig, 'TOKEN_STATE_CACHE_MS'>,
  o: {
    services: ServiceClient;
    /** The modules of this process with their contexts (none in the gateway). */
    local?: OpenedService[];
    announceRevocations?: boolean;
  },
): TokenStateCache {
  const local = o.local?.find((l) => l.bound.tokenStateSource)?.bound.tokenStateSource?.();
  const source = local ?? remoteTokenStateSource(o.services);
  return new TokenStateCache(source, {
    ttlMs: config.TOKEN_STATE_CACHE_MS,
    announceRevocations: o.announceRevocations,
  });
}

/**
 * Keeps the process's cache in step with revocations anywhere: auth broadcasts `auth.tokens.revoked`
 * through its outbox and this process forgets that user; each time the bus (re)connects the whole cache
 * is dropped, since a broadcast published while it was away was missed. Subscribe before serving.
 */
export async function followTokenRevocations(bus: EventBus, cache: TokenStateCache): Promise<void> {
  bus.onConnected(() => cache.clear());
  await bus.subscribeBroadcast([EVENTS.authTokensRevoked], (event) => {
    if (isEvent(event, EVENTS.authTokensRevoked) && Number.isInteger(event.data?.userId))
      cache.forget(event.data.userId);
  });
}
