import type { FastifyInstance } from 'fastify';

/** A named dependency check for /ready; it throws when the dependency is unusable. */
export type ReadinessCheck = () => Promise<void>;

/** `/health` says the process is alive; `/ready` says its database and broker answer. */
export function registerHealthRoutes(
  app: FastifyInstance,
  service: string,
  checks: Record<string, ReadinessCheck>,
): void {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', service }));
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    const results: Record<string, string> = {};
    let ready = true;
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await check();
          results[name] = 'ok';
        } catch (err) {
          ready = false;
          results[name] = 'unavailable';
          request.log.warn({ err, check: name }, 'readiness check failed');
        }
      }),
    );
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', service, checks: results });
  });
}
