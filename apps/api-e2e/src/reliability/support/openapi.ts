import { isPublicRoute } from '@chargesetu/shared/contracts';

/** A JSON schema as the OpenAPI documents carry it (the subset the generators read). */
export interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  required?: string[];
  properties?: Record<string, Schema>;
  nullable?: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: Schema }>;
        requestBody?: { content?: Record<string, { schema: Schema }> };
      }
    >
  >;
}

/** One documented operation. `path` is the OpenAPI template, e.g. /api/bookings/{id}/cancel. */
export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Array<{ name: string; required: boolean; schema: Schema }>;
  body?: Schema;
  /** Whether the route is public (contracts' PUBLIC_ROUTES); every other /api route needs a token. */
  public: boolean;
}

export async function loadOpenApi(base: string, docPath: string): Promise<Operation[]> {
  const res = await fetch(`${base}${docPath}`);
  if (res.status !== 200) throw new Error(`${base}${docPath} -> ${res.status}`);
  const doc = (await res.json()) as OpenApiDoc;
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(byMethod)) {
      const method = m.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const params = op.parameters ?? [];
      ops.push({
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
        public: isPublicRoute(method, path.replace(/\{[^}]+\}/g, '1')),
      });
    }
  }
  if (ops.length === 0) throw new Error(`${base}${docPath} documents no operation`);
  return ops;
}

/** Fills an OpenAPI path template: fill('/api/bookings/{id}', { id: 5 }) -> /api/bookings/5. */
export function fill(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(values[name]));
  });
}

// '1-1': a connector code (station 1's first connector).
const PATTERN_CANDIDATES = ['1234', '4111 1111 1111 1111', '2030-01-01', '1-1', 'x'];

/**
 * A minimal valid instance of `schema`: required properties only, the smallest lengths and numbers,
 * the first enum member. `known` supplies values by property name (ids of real resources).
 */
export function sample(schema: Schema, known: Record<string, unknown> = {}, name = ''): unknown {
  if (name in known) return known[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sample(alternatives[0], known, name);
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key] ?? {}, known, key);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, known, name));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'sample.user@example.in';
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      const length = Math.max(schema.minLength ?? 1, 1);
      if (schema.pattern) {
        const re = new RegExp(schema.pattern);
        const fit = [...PATTERN_CANDIDATES, 'x'.repeat(length)].find((c) => re.test(c) && c.length >= length);
        if (fit === undefined) throw new Error(`no sample for the pattern ${schema.pattern} of ${name}`);
        return fit;
      }
      return 'x'.repeat(length);
    }
    default:
      return null;
  }
}

/** `?a=1&b=2` with a sample of each required query parameter ('' when none is required). */
export function requiredQuery(op: Operation, known: Record<string, unknown> = {}): string {
  const q = new URLSearchParams();
  for (const p of op.query.filter((x) => x.required)) q.set(p.name, String(sample(p.schema, known, p.name)));
  const s = q.toString();
  return s ? `?${s}` : '';
}
