import { createHmac, generateKeyPairSync, randomUUID, sign } from 'node:crypto';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

function hmac(alg: 'sha256' | 'sha384' | 'sha512', secret: string, head: string): string {
  return createHmac(alg, secret).update(head).digest('base64url');
}

export interface Claims {
  sub: string;
  username: string;
  role: 'user' | 'admin';
  exp?: number;
  /** Default now. */
  iat?: number;
  /** Token version; default 0 (a user who never changed their password). */
  ver?: number;
  /** Default a fresh random id. */
  jti?: string;
}

/** A token as the auth service issues it: HS256 with the shared secret, `iat`, `ver` and `jti` filled in. */
export function validToken(secret: string, claims: Claims): string {
  const full = { iat: Math.floor(Date.now() / 1000), ver: 0, jti: randomUUID(), ...claims };
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(full)}`;
  return `${head}.${hmac('sha256', secret, head)}`;
}

/**
 * Tokens every endpoint must refuse, each claiming an administrator (the worst case): no algorithm,
 * other algorithms (HMAC variants with the right secret, RS256 both genuinely signed and with the
 * secret as an HMAC key), the wrong secret, expired, without an expiry, a tampered payload, and
 * well-signed ones whose iat, lifetime, subject or version is wrong.
 */
export function forgedTokens(
  secret: string,
  victim: { id: number; username: string },
): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const admin: Claims = { sub: String(victim.id), username: victim.username, role: 'admin', exp: now + 600 };
  const headOf = (alg: string, claims: object = admin) => `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const rsHead = headOf('RS256');
  const honest = validToken(secret, { ...admin, role: 'user' });
  const [h, , s] = honest.split('.');
  return {
    'alg none': `${headOf('none')}.`,
    'alg none, with a signature': `${headOf('none')}.${hmac('sha256', secret, headOf('none'))}`,
    'alg NONE (upper case)': `${headOf('NONE')}.`,
    'HS384 with the right secret': `${headOf('HS384')}.${hmac('sha384', secret, headOf('HS384'))}`,
    'HS512 with the right secret': `${headOf('HS512')}.${hmac('sha512', secret, headOf('HS512'))}`,
    'RS256 signed by another key': `${rsHead}.${sign('sha256', Buffer.from(rsHead), privateKey).toString('base64url')}`,
    'RS256 header, secret used as HMAC key': `${rsHead}.${hmac('sha256', secret, rsHead)}`,
    'HS256 with a wrong secret': validToken(`${secret}-but-not-quite`, admin),
    'HS256 expired a minute ago': validToken(secret, { ...admin, exp: now - 60 }),
    'HS256 without exp': validToken(secret, { sub: admin.sub, username: admin.username, role: 'admin' }),
    'tampered payload (role raised)': `${h}.${b64(admin)}.${s}`,
    // Signed with the right secret, wrong in one claim (security review #15).
    'HS256 with iat an hour in the future': validToken(secret, {
      ...admin,
      iat: now + 3600,
      exp: now + 4200,
    }),
    'HS256 living longer than JWT_EXPIRES_IN': validToken(secret, { ...admin, exp: now + 30 * 86_400 }),
    'HS256 with sub beyond the id range': validToken(secret, { ...admin, sub: '99999999999' }),
    'HS256 with sub not a number': validToken(secret, { ...admin, sub: 'abc' }),
    'HS256 for a user id nobody has': validToken(secret, { ...admin, sub: '2000000000' }),
    'HS256 of an earlier token version': validToken(secret, { ...admin, ver: -1 }),
    garbage: 'not.a.token',
  };
}
