import type { FastifyBaseLogger } from 'fastify';

/**
 * On SIGINT/SIGTERM: stop accepting, let in-flight requests finish, then close workers, broker and
 * database in order. A second signal or a stuck step past the grace period exits at once.
 */
export function onShutdown(
  logger: FastifyBaseLogger,
  steps: Array<() => Promise<unknown>>,
  graceMs = 10_000,
): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    (async () => {
      for (const step of steps) {
        try {
          await step();
        } catch (err) {
          logger.error({ err }, 'shutdown step failed');
        }
      }
      process.exit(0);
    })();
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}
