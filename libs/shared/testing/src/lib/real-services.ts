/** CI sets REQUIRE_REAL_SERVICES=1: then a test that cannot reach real PostgreSQL or RabbitMQ fails, never skips. */
export const requireRealServices = (): boolean => process.env.REQUIRE_REAL_SERVICES === '1';

/** A short random suffix for per-run names (databases, exchanges, queue prefixes). */
export function runId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Runs `start` (a testcontainers start) unless no container runtime answers. testcontainers fails in a
 * few milliseconds without a Docker engine, so trying first is cheap. Returns the reason when unavailable.
 */
export async function tryContainer<T>(
  start: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: string }> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch (err) {
    return { ok: false, reason: `no container runtime (${(err as Error).message})` };
  }
  return { ok: true, value: await start() };
}
