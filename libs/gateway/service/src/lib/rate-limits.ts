import type { FastifyRequest } from 'fastify';

const LOGIN_PATHS = new Set(['/api/auth/login', '/api/auth/admin/login', '/api/auth/register']);

/** Sign-in and registration get a strict budget of their own, separate from ordinary traffic. */
export function isLoginRoute(method: string, url: string): boolean {
  return method === 'POST' && LOGIN_PATHS.has(url.split('?')[0]);
}

export function rateLimitKey(request: FastifyRequest): string {
  return `${request.ip}:${isLoginRoute(request.method, request.url) ? 'login' : 'api'}`;
}
