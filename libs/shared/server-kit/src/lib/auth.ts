import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, unauthorized } from './http-error';
import { REVOKED_USER_HEADER, type TokenStateCache } from './token-state';

export type Role = 'user' | 'admin';

/** What a verified token says about its bearer. */
export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

/**
 * Claims inside the token: `sub` is the user id as a string (RFC 7519), `ver` the user's token version
 * when it was issued (a password change or reset raises it, revoking every earlier token), `jti` the
 * token's own random id (what a logout revokes). `iat` and `exp` are set by the signer.
 */
export interface TokenClaims {
  sub: string;
  username: string;
  role: Role;
  ver: number;
  jti: string;
  iat?: number;
  exp?: number;
}

/** The bearer of a verified token, with what revocation checks need. */
export interface VerifiedUser extends AuthUser {
  tokenVersion: number;
  tokenId: string;
  /** Seconds since the epoch, from the token. */
  issuedAt: number;
  expiresAt: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: VerifiedUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Token lifetime in seconds (JWT_EXPIRES_IN): tokens claiming a longer one are refused. */
    tokenLifetimeSeconds: number;
    /** Users' token states (existence, version, revoked ids); set by the host, see createServer. */
    tokenState: TokenStateCache | null;
  }
}

export interface JwtOptions {
  secret: string;
  /** `30m`, `12h`, `7d` (JWT_EXPIRES_IN). */
  expiresIn: string;
}

/** The message of every 401 about a token, whatever is wrong with it (nothing to learn from it). */
export const SESSION_INVALID = 'Your session is invalid or has expired. Please sign in again.';
/** The 503 when the auth service cannot say whether a token is still good. */
const SESSION_CHECK_UNAVAILABLE =
  'We cannot check your session right now because the sign-in service is unavailable. Please try again shortly.';

/** A token issued up to this many seconds "in the future" is accepted: clocks of two hosts drift a little. */
const CLOCK_SKEW_SECONDS = 5;
/** users.id is a PostgreSQL integer (int4): a larger `sub` can name nobody. */
const MAX_USER_ID = 2_147_483_647;

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `12h` -> 43200. Only the forms JWT_EXPIRES_IN accepts (digits and one of s, m, h, d). */
export function lifetimeSeconds(expiresIn: string): number {
  const m = /^([0-9]+)([smhd])$/.exec(expiresIn);
  if (!m) throw new Error(`JWT_EXPIRES_IN must look like 30m, 12h or 7d (got "${expiresIn}")`);
  return Number(m[1]) * UNITS[m[2]];
}

/** The user id in `sub`, or NaN unless it is a plain positive integer within int4. */
export function parseSubject(sub: unknown): number {
  if (typeof sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(sub)) return Number.NaN;
  const id = Number(sub);
  return id <= MAX_USER_ID ? id : Number.NaN;
}

const asNumber = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : Number.NaN);

/**
 * HS256 only; `exp`, `iat`, `sub`, `ver` and `jti` required: tokens with `alg: none`, another algorithm,
 * no expiry or no revocation claims are refused. The other claim checks are in {@link authenticate}.
 */
export const jwtPlugin = fp<JwtOptions>(
  async (app, opts) => {
    app.decorate('tokenLifetimeSeconds', lifetimeSeconds(opts.expiresIn));
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: opts.expiresIn },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub', 'ver', 'jti'] },
      formatUser: (claims) => ({
        id: parseSubject(claims.sub),
        username: claims.username,
        role: claims.role,
        tokenVersion: asNumber(claims.ver),
        tokenId: typeof claims.jti === 'string' ? claims.jti : '',
        issuedAt: asNumber(claims.iat),
        expiresAt: asNumber(claims.exp),
      }),
    });
  },
  { name: 'chargesetu-jwt' },
);

/** Signs a token for a user at their current token version, with a fresh random id. */
export function signToken(app: FastifyInstance, user: AuthUser & { tokenVersion: number }): string {
  return app.jwt.sign({
    sub: String(user.id),
    username: user.username,
    role: user.role,
    ver: user.tokenVersion,
    jti: randomUUID(),
  });
}

/** Whether the verified token's own claims are acceptable (before asking whether it was revoked). */
function claimsAcceptable(user: VerifiedUser, lifetime: number): boolean {
  const now = Math.floor(Date.now() / 1000);
  return (
    Number.isInteger(user.id) &&
    Number.isInteger(user.tokenVersion) &&
    user.tokenVersion >= 0 &&
    user.tokenId.length > 0 &&
    user.tokenId.length <= 64 &&
    Number.isInteger(user.issuedAt) &&
    user.issuedAt <= now + CLOCK_SKEW_SECONDS &&
    user.expiresAt - user.issuedAt <= lifetime
  );
}

/**
 * preHandler: a valid bearer token is required. After the signature: `iat` not in the future (beyond
 * {@link CLOCK_SKEW_SECONDS}), a lifetime no longer than JWT_EXPIRES_IN, `sub` a user id within int4,
 * then, from the per-process token-state cache, the user exists, `ver` is current and `jti` was not
 * revoked. Any failure is the same 401; a token state nobody can give (auth down) is a 503.
 */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  try {
    await request.jwtVerify();
  } catch {
    throw unauthorized(SESSION_INVALID);
  }
  const user = request.user;
  if (!claimsAcceptable(user, request.server.tokenLifetimeSeconds)) throw unauthorized(SESSION_INVALID);
  const cache = request.server.tokenState;
  if (!cache) {
    // A host that gave no token state cannot tell a revoked token from a good one: refuse them all.
    request.log.error('authenticate: this server has no token state (createServer option tokenState)');
    throw new HttpError(503, SESSION_CHECK_UNAVAILABLE);
  }
  let state;
  try {
    state = await cache.get(user.id);
  } catch (err) {
    request.log.warn({ err }, 'reading the token state failed');
    throw new HttpError(503, SESSION_CHECK_UNAVAILABLE);
  }
  if (!state.exists || state.version !== user.tokenVersion || state.revoked.has(user.tokenId))
    throw unauthorized(SESSION_INVALID);
}

/** preHandler factory: a valid token whose role is one of `roles`. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await authenticate(request, reply);
    if (!roles.includes(request.user.role)) throw forbidden('This action requires administrator rights');
  };
}

/**
 * For the auth service, after it revoked tokens of `userId` (logout, password change or reset): this
 * process forgets the user's cached token state at once, and when a gateway stands in front (the cache
 * was built with `announceRevocations`) the answer names the user in REVOKED_USER_HEADER so the gateway
 * forgets them too. Other processes forget the user when auth's `auth.tokens.revoked` broadcast reaches
 * them (the use cases enqueue it with the revocation), or within their TTL if it never does.
 */
export function announceRevocation(reply: FastifyReply, userId: number): void {
  const cache = reply.server.tokenState;
  cache?.forget(userId);
  if (cache?.announceRevocations) reply.header(REVOKED_USER_HEADER, String(userId));
}
