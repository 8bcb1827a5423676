import { intervalJob } from '@chargesetu/shared/runtime';
import type { AuthDeps } from '../deps';

/**
 * Deletes revocations of tokens that have expired anyway (an expired token is refused on its own), so
 * the table holds at most one token lifetime of logouts.
 */
export const purgeRevokedTokens = intervalJob<AuthDeps>({
  name: 'purging revoked tokens',
  everyMs: () => 10 * 60 * 1000,
  run: (deps) => deps.revokedTokens.purgeExpired(),
});
