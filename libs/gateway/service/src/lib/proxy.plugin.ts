import fastifyReplyFrom from '@fastify/reply-from';
import { routeOwner } from '@chargesetu/shared/contracts';
import type { ServiceName } from '@chargesetu/shared/runtime';
import { errorBody } from '@chargesetu/shared/server-kit';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

export interface ProxyOptions {
  serviceUrls: Record<ServiceName, string>;
  /** Upstream answer timeout. */
  timeoutMs?: number;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** reply-from decodes the URL it forwards; a malformed escape ("%", "%zz") must be the client's 400. */
function isDecodableUrl(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Gateway mode: every /api request goes to the service that owns its path (contracts' route table),
 * over pooled keep-alive connections, with the request id passed on. A service that is down is a JSON
 * 503 naming it, never a hang or an HTML error page.
 */
export const proxyPlugin: FastifyPluginAsync<ProxyOptions> = async (app, opts) => {
  await app.register(fastifyReplyFrom, {
    undici: { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 },
    http: undefined,
  });
  // Bodies pass through as the client sent them (within the body limit): the owning service parses and
  // validates them. Parsing here too would only add work, and re-serialising a deeply nested document
  // overflows the stack (a 500 for what the service answers with 400).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const fail = (
    reply: FastifyReply,
    service: ServiceName,
    error: { code?: string; statusCode?: number } | undefined,
  ) => {
    const timedOut = error?.code === 'UND_ERR_HEADERS_TIMEOUT' || error?.statusCode === 504;
    const status = timedOut ? 504 : 503;
    reply
      .code(status)
      .send(
        errorBody(
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
      const path = request.url.split('?')[0];
      if (!isDecodableUrl(request.url))
        return reply.code(400).send(errorBody(400, 'The request URL is not valid'));
      const service = routeOwner(path) as ServiceName | null;
      if (!service) return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
      return reply.from(`${opts.serviceUrls[service]}${request.url}`, {
        timeout: timeoutMs,
        ...(Buffer.isBuffer(request.body) && {
          body: request.body,
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        }),
        // The service trusts one hop: tell it the client address this gateway saw, replacing anything
        // the client claimed, so per-IP limits behind the gateway see real clients.
        rewriteRequestHeaders: (_req, headers) => ({
          ...headers,
          'x-request-id': request.id,
          'x-forwarded-for': request.ip,
        }),
        onError: (r, { error }) => fail(r as FastifyReply, service, error as { code?: string }),
      });
    },
  });
};
