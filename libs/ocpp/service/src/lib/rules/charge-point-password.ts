import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

/**
 * A new charge point password: 24 random bytes as 32 base64url characters (192 bits), within OCPP 1.6
 * security's AuthorizationKey length (16–40) and typeable into a charger's configuration screen.
 */
export const generateChargePointPassword = (): string => randomBytes(24).toString('base64url');

const SCHEME = 'hmac-sha256';
const digest = (salt: Buffer, password: string) =>
  createHmac('sha256', salt).update(password, 'utf8').digest();

/**
 * Charge point passwords, stored only as a salted hash: `hmac-sha256$<salt>$<digest>`, HMAC-SHA256 keyed
 * with 16 random bytes of the hash's own (base64url). Not bcrypt, unlike people's passwords: a slow hash
 * only makes guessing a weak password dear, and these are never chosen by anyone (192 random bits, see
 * generateChargePointPassword; the simulated chargers' are HMAC-derived from a secret), so no guess can
 * reach one however fast the hash. bcryptjs at cost 6 cost ~9.5 ms of the event loop per handshake, which
 * capped connects at ~120/s and made a reconnect storm of 10,000 chargers ~95 s of CPU (docs/security.md
 * "Charge point passwords"). Hashes of the earlier form (bcrypt, `$2…`) still verify, and the charger's
 * next accepted connection replaces them (isOutdated).
 */
export const chargePointPasswords = {
  hash(password: string): string {
    const salt = randomBytes(16);
    return `${SCHEME}$${salt.toString('base64url')}$${digest(salt, password).toString('base64url')}`;
  },

  async verify(password: string, stored: string): Promise<boolean> {
    if (stored.startsWith('$2')) return bcrypt.compare(password, stored);
    const [scheme, salt, hash, ...rest] = stored.split('$');
    if (scheme !== SCHEME || !salt || !hash || rest.length > 0) return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = digest(Buffer.from(salt, 'base64url'), password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },

  /** A hash of an earlier form, to replace with the current one once the password has been verified. */
  isOutdated: (stored: string): boolean => !stored.startsWith(`${SCHEME}$`),
};
export type ChargePointPasswords = typeof chargePointPasswords;
