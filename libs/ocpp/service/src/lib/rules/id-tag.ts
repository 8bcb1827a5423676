import { randomBytes } from 'node:crypto';

/** Crockford's base32 alphabet: digits and upper-case letters without I, L, O and U. */
export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What every issued idTag starts with. */
export const ID_TAG_PREFIX = 'CS';

/** Random bytes behind one idTag: 80 bits, 16 base32 characters. */
export const ID_TAG_RANDOM_BYTES = 10;

/** An issued idTag: `CS` + 16 Crockford base32 characters, 18 in all (OCPP 1.6 IdToken: at most 20). */
export const ISSUED_ID_TAG = /^CS[0-9A-HJKMNP-TV-Z]{16}$/;

/** Base32 (Crockford's alphabet, no padding) of bytes whose bit count is a multiple of 5. */
export function crockfordBase32(bytes: Uint8Array): string {
  if ((bytes.length * 8) % 5 !== 0) throw new Error('crockfordBase32 needs a multiple of 5 bits');
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff; // at most 12 bits are ever pending
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += CROCKFORD_BASE32[(buffer >> bits) & 31];
    }
  }
  return out;
}

/** The idTag these 10 random bytes make. */
export function idTagFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== ID_TAG_RANDOM_BYTES) throw new Error(`an idTag takes ${ID_TAG_RANDOM_BYTES} random bytes`);
  return ID_TAG_PREFIX + crockfordBase32(bytes);
}

/**
 * A new idTag from the operating system's CSPRNG: 80 bits, so guessing one of a million drivers' tags
 * takes about 2^60 tries (and every try is an Authorize from a charger that knows its password).
 */
export function newIdTag(random: (size: number) => Uint8Array = randomBytes): string {
  return idTagFromBytes(random(ID_TAG_RANDOM_BYTES));
}

/**
 * An idTag as stored and compared: OCPP 1.6 IdTokens are case-insensitive (CiString20Type), so upper-case.
 * Nothing else is changed (a charger sends exactly what it read).
 */
export function normalizeIdTag(idTag: string): string {
  return idTag.toUpperCase();
}
