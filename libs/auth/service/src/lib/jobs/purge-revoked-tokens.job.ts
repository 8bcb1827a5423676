import type { BackgroundJob } from '@chargesetu/shared/runtime';
import { revokedTokensRepository } from '../repositories/revoked-tokens.repository';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes revocations of tokens that have expired anyway (an expired token is refused on its own), so
 * the table holds at most one token lifetime of logouts.
 */
export const purgeRevokedTokens: BackgroundJob = (ctx) => {
  const tokens = revokedTokensRepository(ctx.dataSource);
  const timer = setInterval(() => {
    tokens.purgeExpired().catch((err: Error) => ctx.logger.warn({ err }, 'purging revoked tokens failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
