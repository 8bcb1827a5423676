import { isApiPath, routingPath } from '@chargesetu/shared/contracts';
import { isInternalCall } from '@chargesetu/shared/server-kit';
import type { FastifyRequest } from 'fastify';

const LOGIN_PATHS = new Set(['/api/auth/login', '/api/auth/admin/login', '/api/auth/register']);

/**
 * Sign-in and registration get a strict budget of their own, separate from ordinary traffic. Judged on
 * the path the router sees (`url` as received), so `/api/auth/%72egister` is registration too.
 */
export function isLoginRoute(method: string, url: string): boolean {
  if (method !== 'POST') return false;
  const path = routingPath(url);
  return path !== null && LOGIN_PATHS.has(path);
}

/**
 * Whether a request escapes the rate limits: anything the router does not route under /api (the web app,
 * health probes), and calls between services (a valid internal token), whose client was counted once
 * already at the edge. A URL the router cannot decode is never exempt.
 */
export function isExemptFromRateLimit(request: FastifyRequest): boolean {
  const path = routingPath(request.url);
  if (path === null) return false;
  return !isApiPath(path) || isInternalCall(request);
}

export function rateLimitKey(request: FastifyRequest): string {
  return `${request.ip}:${isLoginRoute(request.method, request.url) ? 'login' : 'api'}`;
}
