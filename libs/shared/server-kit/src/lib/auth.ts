import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from './http-error';

export type Role = 'user' | 'admin';

/** What a verified token says about its bearer. */
export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

/** Claims inside the token; `sub` is the user id as a string (RFC 7519). */
export interface TokenClaims {
  sub: string;
  username: string;
  role: Role;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: AuthUser;
  }
}

export interface JwtOptions {
  secret: string;
  expiresIn: string;
}

/** HS256 only and `exp` required: tokens with `alg: none`, another algorithm or no expiry are refused. */
export const jwtPlugin = fp<JwtOptions>(
  async (app, opts) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: opts.expiresIn },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
      formatUser: (claims) => ({ id: Number(claims.sub), username: claims.username, role: claims.role }),
    });
  },
  { name: 'chargesetu-jwt' },
);

/** Signs a token for a user. */
export function signToken(app: FastifyInstance, user: AuthUser): string {
  return app.jwt.sign({ sub: String(user.id), username: user.username, role: user.role });
}

/** preHandler: a valid bearer token is required. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  try {
    await request.jwtVerify();
  } catch {
    throw unauthorized('Your session is invalid or has expired. Please sign in again.');
  }
  if (!Number.isInteger(request.user.id) || request.user.id < 1) throw unauthorized('Invalid token subject');
}

/** preHandler factory: a valid token whose role is one of `roles`. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await authenticate(request, reply);
    if (!roles.includes(request.user.role)) throw forbidden('This action requires administrator rights');
  };
}
