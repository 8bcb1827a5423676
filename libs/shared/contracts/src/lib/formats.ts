import { FormatRegistry } from '@sinclair/typebox';

// Fastify validates with ajv and ajv-formats, which know these formats. TypeBox's own checker
// (Value.Check, TypeCompiler), used in tests, the web app and event consumers, knows none until
// they are registered: an unknown format fails every check. These mirror ajv-formats' "fast" mode.
const FORMATS: Record<string, RegExp> = {
  email:
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
  'date-time':
    /^\d{4}-[01]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i,
  date: /^\d{4}-[01]\d-[0-3]\d$/,
  uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
  uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
};

/**
 * Registers the string formats the contracts use (email, date-time, date, uuid, uri) with TypeBox,
 * so `Value.Check` agrees with Fastify's validation. Idempotent; call once at start-up.
 */
export function registerFormats(): void {
  for (const [name, pattern] of Object.entries(FORMATS)) {
    if (!FormatRegistry.Has(name)) {
      FormatRegistry.Set(
        name,
        (value) => pattern.test(value) && (name !== 'date-time' || !Number.isNaN(Date.parse(value))),
      );
    }
  }
}
