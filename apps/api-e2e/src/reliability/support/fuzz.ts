import { fill, requiredQuery, sample, type Operation } from './openapi';

/** One malformed request: a path (with query) and a body, raw or JSON. */
export interface FuzzCase {
  what: string;
  method: string;
  path: string;
  raw?: string | Uint8Array;
  contentType?: string;
  body?: unknown;
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values of the wrong kind, or of the right kind at the edges. */
const ODD_VALUES: unknown[] = [
  null,
  true,
  {},
  [],
  [1, 2, 3],
  -1,
  0,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1.5,
  '',
  ' ',
  'x'.repeat(100_000),
  'नमस्ते 🚗⚡',
  'a\u0000b',
  '\ud800',
  "1'; DROP TABLE bookings; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '2024-02-30T25:61:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1e309',
  { $gt: '' },
];

/** Tried on every body property: a NUL byte (PostgreSQL text refuses it), a huge string, wrong kinds. */
const EVERY_PROPERTY_GETS: unknown[] = ['ab\u0000cdefgh', 'y'.repeat(100_000), {}, null];

const ODD_IDS = [
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '1.5',
  '1e3',
  '%00',
  '%2e%2e',
  "1'--",
  'null',
  '%20',
  '0x10',
];

const ODD_QUERY = [
  '',
  '%',
  'x'.repeat(5000),
  '[]',
  '-1',
  'NaN',
  '1e309',
  '🚗',
  '%00',
  'a,b,,c',
  '2024-13-45',
];

/** A valid body with one property replaced by `value`. */
function withProperty(valid: unknown, key: string, value: unknown): unknown {
  return { ...(valid as Record<string, unknown>), [key]: value };
}

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/**
 * At least `perOp` malformed requests for an operation: broken JSON and content types, wrong shapes,
 * every body property in turn replaced by an odd value, odd path ids and query values, prototype
 * pollution, very deep nesting. `known` fills path ids and body fields of a valid base request.
 */
export function fuzzCases(
  op: Operation,
  perOp: number,
  rand: () => number,
  known: Record<string, unknown>,
): FuzzCase[] {
  const ids = Object.fromEntries(op.pathParams.map((p) => [p, String(known[p] ?? 1)]));
  const base = `${fill(op.path, ids)}${requiredQuery(op, known)}`;
  const valid = op.body ? sample(op.body, known) : undefined;
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const cases: FuzzCase[] = [];
  const add = (what: string, c: Omit<FuzzCase, 'what' | 'method'>) =>
    cases.push({ what, method: op.method, ...c });

  if (op.body || op.method !== 'GET') {
    add('truncated JSON', { path: base, raw: '{"a":', contentType: 'application/json' });
    add('JSON array body', { path: base, body: [] });
    add('JSON string body', { path: base, raw: '"just a string"', contentType: 'application/json' });
    add('JSON null body', { path: base, raw: 'null', contentType: 'application/json' });
    add('text/plain body', { path: base, raw: JSON.stringify(valid ?? {}), contentType: 'text/plain' });
    add('form body', { path: base, raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
    add('10,000-deep nesting', { path: base, raw: nested(10_000), contentType: 'application/json' });
    add('prototype pollution', {
      path: base,
      raw: `{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}},${JSON.stringify(valid ?? {}).slice(1)}`.replace(
        ',}',
        '}',
      ),
      contentType: 'application/json',
    });
    add('empty object', { path: base, body: {} });
    add('invalid UTF-8', {
      path: base,
      raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      contentType: 'application/json',
    });
  }
  // The properties of the body, or of its first alternative (sample() builds the valid base from it).
  const props = Object.keys(op.body?.properties ?? op.body?.anyOf?.[0]?.properties ?? {});
  for (const key of props)
    for (const value of [...EVERY_PROPERTY_GETS, pick(ODD_VALUES), pick(ODD_VALUES)]) {
      add(`${key} = ${JSON.stringify(value)?.slice(0, 40)}`, {
        path: base,
        body: withProperty(valid, key, value),
      });
    }
  for (const p of op.pathParams) {
    for (const odd of [pick(ODD_IDS), pick(ODD_IDS), pick(ODD_IDS)]) {
      add(`{${p}} = ${odd}`, {
        path: `${fill(op.path, { ...ids, [p]: '__ODD__' }).replace('__ODD__', odd)}${requiredQuery(op, known)}`,
        body: valid,
      });
    }
  }
  for (const q of op.query) {
    for (const odd of [pick(ODD_QUERY), pick(ODD_QUERY)]) {
      const sep = base.includes('?') ? '&' : '?';
      add(`?${q.name}=${odd.slice(0, 20)}`, { path: `${base}${sep}${q.name}=${odd}`, body: valid });
    }
  }
  while (cases.length < perOp) {
    // Random whole bodies of the wrong kind, and stray query strings.
    const odd = pick(ODD_VALUES);
    if (op.method !== 'GET' && rand() < 0.5)
      add(`body ${JSON.stringify(odd)?.slice(0, 40)}`, {
        path: base,
        raw: JSON.stringify(odd) ?? 'undefined',
        contentType: 'application/json',
      });
    else
      add(`stray query`, {
        path: `${base}${base.includes('?') ? '&' : '?'}${pick(ODD_QUERY)}=${pick(ODD_QUERY)}`,
        body: valid,
      });
  }
  return cases;
}
