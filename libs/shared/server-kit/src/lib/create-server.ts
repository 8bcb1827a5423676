import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import { jwtPlugin, type JwtOptions } from './auth';
import type { TokenStateCache } from './token-state';
import { registerErrorHandling } from './error-handler';
import { deriveInternalToken } from './internal-auth';
import { registerHealthRoutes, type ReadinessCheck } from './health';
import { rejectNonFinite, rejectNul } from './nul-guard';
import { genRequestId, REQUEST_ID_HEADER } from './request-id';

export interface CreateServerOptions {
  /** Name shown in logs, /health and the OpenAPI title. */
  name: string;
  jwt: JwtOptions;
  logLevel?: string;
  /** Pass a logger to share one across plugins (all-in-one mode), or `false` in tests. */
  logger?: FastifyBaseLogger | false;
  readiness?: Record<string, ReadinessCheck>;
  /** Expose this server's OpenAPI document at /openapi.json (the gateway merges them). */
  openapi?: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe for `request.ip` (rate limits key on it). The public entry
   * trusts none by default, so a client cannot pick its own IP; a service trusts one hop, the gateway.
   */
  trustProxy?: boolean | number | string;
  /**
   * The NUL and non-finite-number guards on every request's body, query and params (default on). The
   * gateway turns them off: it parses no input of its own and relays the raw request to the service,
   * which applies them.
   */
  inputGuards?: boolean;
  /**
   * Users' token states, which `authenticate` consults after the signature (existence, version, revoked
   * ids). Built by the host (runtime); without it every token is refused with 503, so a host that
   * forgets it fails closed.
   */
  tokenState?: TokenStateCache;
}

export const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword'];

/**
 * Builds the Fastify instance every service and the gateway share: request ids, structured logs,
 * JSON errors, JWT verification, health and readiness, and the OpenAPI collector.
 */
export async function createServer(opts: CreateServerOptions) {
  const app = Fastify({
    ...(opts.logger
      ? { loggerInstance: opts.logger }
      : { logger: opts.logger === false ? false : { level: opts.logLevel ?? 'info', redact: LOG_REDACT } }),
    genReqId: genRequestId,
    // Probes every few seconds would drown the request log.
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: (req) => req.url === '/health' || req.url === '/ready',
    }),
    // Fastify accepts a hop count at run time (docs: "Integer"), but its typings omit it.
    trustProxy: (opts.trustProxy ?? false) as boolean,
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Hooks that run on every request take a callback rather than returning a promise: no promise and
  // microtask per hook per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  registerErrorHandling(app);
  if (opts.inputGuards !== false) {
    app.addHook('preValidation', (request, _reply, done) => done(guard(rejectNul, request)));
    app.addHook('preHandler', (request, _reply, done) => done(guard(rejectNonFinite, request)));
  }
  await app.register(jwtPlugin, opts.jwt);
  app.decorate('tokenState', opts.tokenState ?? null);
  app.decorate('internalToken', deriveInternalToken(opts.jwt.secret));
  if (opts.openapi !== false) {
    await app.register(fastifySwagger, {
      openapi: {
        // 3.1: the route schemas are JSON Schema (TypeBox), e.g. a numeric `exclusiveMinimum`, which 3.0 lacks.
        openapi: '3.1.0',
        info: { title: `ChargeSetu ${opts.name} API`, version: '1.0.0' },
        // Paths are absolute (/api/...) and served by whatever host serves the document.
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }
  registerHealthRoutes(app, opts.name, opts.readiness ?? {});
  return app;
}

export type Server = Awaited<ReturnType<typeof createServer>>;

/** Runs a throwing check as a callback hook's outcome: the error, or undefined when it passes. */
function guard(check: (request: FastifyRequest) => void, request: FastifyRequest): Error | undefined {
  try {
    check(request);
    return undefined;
  } catch (err) {
    return err as Error;
  }
}
