import { randomBytes } from 'node:crypto';

// Crockford-style alphabet: no I, L, O, U, so a reference read out over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A bank-style reference: "TXN" + the UTC time to the second + 8 random characters, e.g.
 * "TXN20261123043000K7M2QX9A". 40 random bits per second make a clash practically impossible, and
 * the column is UNIQUE anyway, so a clash would fail loudly rather than merge two payments.
 */
export function generateTransactionId(
  now: Date = new Date(),
  random: (n: number) => Buffer = randomBytes,
): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const suffix = [...random(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `TXN${stamp}${suffix}`;
}
