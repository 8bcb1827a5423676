import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** MAP_TILE_ORIGINS as a list: origins separated by commas or spaces. */
export function mapTileOriginList(mapTileOrigins: string): string[] {
  return mapTileOrigins.split(/[\s,]+/).filter(Boolean);
}

/** The public edge's policy: helmet's defaults, with the map tile origins allowed as images. */
export function edgeHelmetOptions(mapTileOrigins: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Map tiles come from the tile server the web build is configured with (VITE_MAP_TILE_URL).
        imgSrc: ["'self'", 'data:', 'blob:', ...mapTileOriginList(mapTileOrigins)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  };
}

/**
 * The headers helmet sets for `options`, computed once. With a static policy (no nonces, no per-request
 * directive functions) helmet writes the same headers on every response, yet its middleware re-derives
 * them each time (about 4% of the gateway's CPU under load); running it once against a recording
 * response gives exactly its output.
 */
export function staticSecurityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // helmet's middleware is synchronous; if a later version were not, the recording would be incomplete.
  if (!finished) throw new Error('helmet did not finish synchronously: security headers unknown');
  return [...headers];
}

/** Sets the precomputed security headers on every response of `app` (a later hook may override one). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = staticSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
