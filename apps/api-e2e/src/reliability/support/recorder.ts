import { request, type ApiResponse, type CallOptions } from './api';

export interface Seen {
  method: string;
  url: string;
  status: number;
  text: string;
}

/** Sends requests and keeps every answer, so a test can check all of them afterwards. */
export class Recorder {
  readonly seen: Seen[] = [];

  async send<T = unknown>(
    base: string,
    method: string,
    path: string,
    o: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    const res = await request<T>(base, method, path, o);
    this.seen.push({ method, url: `${base}${path}`, status: res.status, text: res.text });
    return res;
  }
}

const BCRYPT = /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/;

/** Keys of a parsed JSON value, at any depth. */
function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysOf(v, out);
    }
  }
  return out;
}

/**
 * The answers that give a password away: one that contains a stored hash (any of `hashes`), anything
 * shaped like a bcrypt hash, or a JSON key naming a password.
 */
export function leaksOfPasswords(seen: Seen[], hashes: string[]): Array<Seen & { why: string }> {
  const leaks: Array<Seen & { why: string }> = [];
  for (const s of seen) {
    let why = '';
    if (hashes.some((h) => s.text.includes(h))) why = 'contains a stored password hash';
    else if (BCRYPT.test(s.text)) why = 'contains a bcrypt hash';
    else {
      try {
        const key = keysOf(JSON.parse(s.text)).find((k) => /pass(word|wd)?|hash/i.test(k));
        if (key) why = `has the key "${key}"`;
      } catch {
        // not JSON
      }
    }
    if (why) leaks.push({ ...s, text: s.text.slice(0, 300), why });
  }
  return leaks;
}
