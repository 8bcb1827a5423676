import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { routingPath } from '@chargesetu/shared/contracts';
import { errorBodyFor } from '@chargesetu/shared/server-kit';
import type { FastifyInstance } from 'fastify';

/** The built web app sits beside the bundled server: dist/apps/<app>/main.js -> dist/apps/web. */
function defaultWebRoot(): string {
  return path.resolve(__dirname, '../web');
}

/**
 * Serves the web build with an SPA fallback: any GET outside /api (and /internal, /metrics) that is not a file gets index.html,
 * so deep links such as /station/12 work. Hashed assets are cached for a year, index.html never.
 */
export async function registerWebApp(app: FastifyInstance, webRoot = defaultWebRoot()): Promise<void> {
  const index = path.join(webRoot, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Our own cache policy below; send's default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webRoot }, 'web app not built: run `npx nx run web:build` (npm start does it)');
  }
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    // By the path the router sees: `/%61pi/x` is an API path, never the web page. Metrics are never
    // served on the public entry (they have a listener of their own): /metrics is a plain 404 here.
    if (/^\/(api|internal|metrics)(\/|$)/.test(routingPath(request.url) ?? '')) {
      return reply.code(404).send(errorBodyFor(request, 404, `Route ${request.method} ${urlPath} not found`));
    }
    if (!built) {
      return reply
        .type('text/plain')
        .send('ChargeSetu API is running, but the web app has not been built yet.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
