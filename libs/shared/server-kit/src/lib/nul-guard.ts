import { badRequest } from './http-error';

export const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

export const NON_FINITE_MESSAGE = 'Numbers must be finite';

/** Whether `test` holds for any leaf or key of a parsed body, query or params (iterative: any depth is safe). */
function anyLeaf(value: unknown, test: (leaf: unknown) => boolean): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, inner] of Object.entries(v)) {
        if (test(key)) return true;
        stack.push(inner);
      }
    } else if (test(v)) return true;
  }
  return false;
}

/** Whether any string (value or key) holds U+0000. */
function containsNul(value: unknown): boolean {
  return anyLeaf(value, (leaf) => typeof leaf === 'string' && leaf.includes('\u0000'));
}

/**
 * Whether any number is Infinity or NaN. JSON cannot carry them, but ajv's type coercion turns a string
 * such as "1e309" into Infinity and then lets it pass `integer` and `maximum`.
 */
export function containsNonFinite(value: unknown): boolean {
  return anyLeaf(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));
}

/**
 * PostgreSQL cannot store U+0000 in text (SQLSTATE 22021), so a NUL anywhere in the input is the
 * client's mistake: refused with 400 before validation, never a 500 from the database.
 */
export function rejectNul(request: { body?: unknown; query?: unknown; params?: unknown }): void {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest(NUL_MESSAGE);
  }
}

/** After validation (coercion included): a number that is not finite is the client's 400, not a 500. */
export function rejectNonFinite(request: { body?: unknown; query?: unknown; params?: unknown }): void {
  if (
    containsNonFinite(request.params) ||
    containsNonFinite(request.query) ||
    containsNonFinite(request.body)
  ) {
    throw badRequest(NON_FINITE_MESSAGE);
  }
}
