/** A station address, every part a (possibly empty) string. */
export interface Address {
  street: string;
  city: string;
  state: string;
  pincode: string;
}

/** Shown when an address cannot be read (docs/product.md §8). */
const LOCATION_UNAVAILABLE = 'Location unavailable';

function part(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value); // pincodes stored as numbers
  return '';
}

/**
 * Reads an address given as an object or a JSON string (stations' address may arrive either way).
 * Missing parts become ''. Returns null when the value is not an address at all, or has neither a
 * street nor a city. Never throws.
 */
export function parseAddress(value: unknown): Address | null {
  let raw: unknown = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const address: Address = {
    street: part(o['street']),
    city: part(o['city']),
    state: part(o['state']),
    pincode: part(o['pincode'] ?? o['pinCode'] ?? o['zip']),
  };
  return address.street || address.city ? address : null;
}

/**
 * One line: "street, city, state pincode", leaving out empty parts. Accepts a raw value too;
 * anything unreadable gives "Location unavailable".
 */
export function formatAddress(value: unknown): string {
  const a = parseAddress(value);
  if (!a) return LOCATION_UNAVAILABLE;
  const statePin = [a.state, a.pincode].filter(Boolean).join(' ');
  return [a.street, a.city, statePin].filter(Boolean).join(', ');
}

/** "city, state" for cards and headers, or "Location unavailable". */
export function formatCityState(value: unknown): string {
  const a = parseAddress(value);
  if (!a) return LOCATION_UNAVAILABLE;
  return [a.city, a.state].filter(Boolean).join(', ') || LOCATION_UNAVAILABLE;
}
