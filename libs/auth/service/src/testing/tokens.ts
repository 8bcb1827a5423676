import { createHmac, randomUUID } from 'node:crypto';
import { TEST_JWT_SECRET } from './test-app';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed HS256 with any secret and any claims (expired, forged...). */
export function craftToken(claims: object, secret = TEST_JWT_SECRET, alg = 'HS256'): string {
  const head = `${b64url({ alg, typ: 'JWT' })}.${b64url(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** A token claiming `alg: none`, with no signature. */
export function unsignedToken(claims: object): string {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;
}

/**
 * The claims auth issues for a user (token version 0, a fresh random id, issued now, `lifetime`
 * seconds), with `overrides` on top: for tokens that are right in every way but the one under test.
 */
export function issuedClaims(
  user: { id: number; username: string; role?: 'user' | 'admin' },
  overrides: Record<string, unknown> = {},
  lifetime = 600,
): Record<string, unknown> {
  const iat = Math.floor(Date.now() / 1000);
  return {
    sub: String(user.id),
    username: user.username,
    role: user.role ?? 'user',
    ver: 0,
    jti: randomUUID(),
    iat,
    exp: iat + lifetime,
    ...overrides,
  };
}
