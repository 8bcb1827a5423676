import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './http-error';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/**
 * Service-to-service calls carry a token derived from the shared JWT secret. Internal routes live
 * under /internal (never routed by the gateway); in the all-in-one mode they share the public port,
 * so this check is what keeps them private.
 */
export function deriveInternalToken(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('chargesetu-internal-call').digest('hex');
}

declare module 'fastify' {
  interface FastifyInstance {
    internalToken: string;
  }
}

/**
 * Whether a request is a call between services: it carries this server's internal token (compared in
 * constant time). Never judged by source address: in the all-in-one mode in-process calls and local
 * clients both come from 127.0.0.1.
 */
export function isInternalCall(request: FastifyRequest): boolean {
  const given = request.headers[INTERNAL_TOKEN_HEADER];
  const expected = Buffer.from(request.server.internalToken ?? '');
  const actual = Buffer.from(typeof given === 'string' ? given : '');
  return expected.length > 0 && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** preHandler for /internal routes: anything without the right token looks like a missing route. */
export async function requireInternal(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isInternalCall(request)) {
    throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
  }
}
