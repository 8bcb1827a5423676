import { originForm, routeOwner } from '@chargesetu/shared/contracts';
import type { ServiceName } from '@chargesetu/shared/runtime';
import { errorBodyFor, REVOKED_USER_HEADER } from '@chargesetu/shared/server-kit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import { forwardedRequestHeaders, returnedResponseHeaders } from './proxy-headers';

interface ProxyOptions {
  serviceUrls: Record<ServiceName, string>;
  /** Upstream answer timeout (headers, then body). */
  timeoutMs?: number;
}

// HEAD is listed so that Fastify does not derive it from GET: its derived HEAD measures the (empty) body
// it relays, where the service's answer already carries the length a GET would have.
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Answers up to this size are read whole and sent in one write (headers and body together); larger or
 * unsized ones stream through. Every answer of the services (JSON, receipt PDFs) is well under it.
 */
const BUFFER_LIMIT = 1024 * 1024;

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The proxy forwards the URL as received; a malformed escape ("%", "%zz") must be the client's 400. */
function isDecodableUrl(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Auth names the user whose tokens it just revoked (logout, password change or reset): the early token
 * check's cache forgets them before the answer reaches the client, so the next request with a revoked
 * token is refused here at once. Only auth's successful answers count; the header never goes further.
 */
function forgetRevoked(
  app: FastifyInstance,
  service: ServiceName,
  upstream: { statusCode: number; headers: Record<string, string | string[] | undefined> },
) {
  const userId = Number(upstream.headers[REVOKED_USER_HEADER]);
  if (service === 'auth' && upstream.statusCode < 300 && Number.isInteger(userId))
    app.tokenState?.forget(userId);
}

/**
 * Gateway mode: every /api request goes to the service that owns its path (contracts' route table),
 * over a pool of keep-alive connections per service, with the request id and the client address passed
 * on. A service that is down is a JSON 503 naming it, one that is too slow a 504, never a hang or an HTML
 * error page.
 *
 * undici directly rather than @fastify/reply-from: the profile of the gateway under load showed the
 * streamed relay (several writes per answer, a stream pipeline per request) as its largest cost. Reading
 * the small answer whole and sending it as one buffer, with helmet's headers precomputed, took the
 * gateway's share of the stations service's throughput (G/S in `npm run bench`) from 0.42-0.50 to
 * 0.51-0.66 (five runs on the same machine).
 */
export const proxyPlugin: FastifyPluginAsync<ProxyOptions> = async (app, opts) => {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const pools = Object.fromEntries(
    Object.entries(opts.serviceUrls).map(([service, url]) => [
      service,
      new Pool(url, { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 }),
    ]),
  ) as Record<ServiceName, Pool>;
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(pools).map((p) => p.close()));
  });

  // Bodies pass through as the client sent them (within the body limit): the owning service parses and
  // validates them. Parsing here too would only add work, and re-serialising a deeply nested document
  // overflows the stack (a 500 for what the service answers with 400).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const fail = (request: FastifyRequest, reply: FastifyReply, service: ServiceName, error: unknown) => {
    const code = (error as { code?: string } | undefined)?.code;
    const timedOut = code !== undefined && TIMEOUT_CODES.has(code);
    const status = timedOut ? 504 : 503;
    request.log.warn({ err: error, service }, `proxy to ${service} failed`);
    return reply
      .code(status)
      .send(
        errorBodyFor(
          request,
          status,
          timedOut
            ? `The ${service} service took too long to answer. Please try again.`
            : `The ${service} service is unavailable right now. Please try again shortly.`,
        ),
      );
  };

  app.route({
    method: [...METHODS],
    url: '/api/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      // The target as sent, in origin form: the service decodes it as this router did.
      const target = originForm(request.url);
      if (target === null || !isDecodableUrl(target))
        return reply.code(400).send(errorBodyFor(request, 400, 'The request URL is not valid'));
      const path = target.split('?')[0];
      // Owner by the path the router sees, so `/%61pi/stations` goes where `/api/stations` goes.
      const service = routeOwner(target) as ServiceName | null;
      if (!service)
        return reply.code(404).send(errorBodyFor(request, 404, `Route ${request.method} ${path} not found`));
      try {
        const upstream = await pools[service].request({
          method: request.method as (typeof METHODS)[number],
          path: target,
          // The service trusts one hop: it is told the client address this gateway saw, replacing
          // anything the client claimed, so per-IP limits behind the gateway see real clients.
          headers: forwardedRequestHeaders(request.headers, request.id, request.ip),
          body: Buffer.isBuffer(request.body) ? request.body : undefined,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
        const size = Number(upstream.headers['content-length']);
        // Read before anything is set on the reply, so a body that fails midway is a clean 503/504.
        const body =
          Number.isInteger(size) && size <= BUFFER_LIMIT
            ? Buffer.from(await upstream.body.arrayBuffer())
            : upstream.body;
        reply.code(upstream.statusCode);
        if (upstream.headers[REVOKED_USER_HEADER] !== undefined) forgetRevoked(app, service, upstream);
        for (const [name, value] of returnedResponseHeaders(upstream.headers))
          if (name !== REVOKED_USER_HEADER) reply.header(name, value);
        // A HEAD answer has no body but tells the length a GET would have: keep the service's.
        if (request.method === 'HEAD' && Number.isInteger(size)) reply.header('content-length', String(size));
        return reply.send(body);
      } catch (error) {
        return fail(request, reply, service, error);
      }
    },
  });
};
