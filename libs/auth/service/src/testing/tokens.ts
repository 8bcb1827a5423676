import { createHmac } from 'node:crypto';
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
