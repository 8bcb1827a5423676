/**
 * What a use case can refuse, said in the domain's words. Use cases throw these and never choose an HTTP
 * status: the edge maps each kind to one status (server-kit's error handler), the same in every service.
 * The message is for the person who made the request: it is sent as it is.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment-declined'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'upstream-failed'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

/** The base of one kind's class: its kind and its name, for logs. */
function ofKind<K extends DomainErrorKind>(kind: K, name: string) {
  return class extends DomainError {
    readonly kind: K = kind;
    override readonly name: string = name;
  };
}

/** The request asks for something the rules do not allow (a date outside the window, a bad slot). */
export class InvalidRequest extends ofKind('invalid', 'InvalidRequest') {}

/** Who is asking is unknown or their credentials are wrong. */
export class Unauthenticated extends ofKind('unauthenticated', 'Unauthenticated') {}

/** The bank (or the wallet) refused the money. */
export class PaymentDeclined extends ofKind('payment-declined', 'PaymentDeclined') {}

/** Known, but not allowed to do this. */
export class Forbidden extends ofKind('forbidden', 'Forbidden') {}

/** No such record, or not one the requester may see (someone else's is "not found" too). */
export class NotFound extends ofKind('not-found', 'NotFound') {}

/** The record's state or a competing request makes this impossible now (slot taken, already paid). */
export class Conflict extends ofKind('conflict', 'Conflict') {}

/** Too many attempts; try later (after `retryAfterSeconds`, when known: sent as Retry-After). */
export class RateLimited extends ofKind('rate-limited', 'RateLimited') {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A system we depend on answered, but wrongly (the language model, a neighbour off its contract). */
export class UpstreamFailed extends ofKind('upstream-failed', 'UpstreamFailed') {}

/** Something we need cannot be reached right now; the same request may work in a moment. */
export class Unavailable extends ofKind('unavailable', 'Unavailable') {}

/** True for any domain error, also one made by another copy of this module (bundles, test runners). */
export function isDomainError(error: unknown): error is DomainError {
  if (error instanceof DomainError) return true;
  const kind: unknown = error instanceof Error ? (error as unknown as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' && DOMAIN_ERROR_KINDS.has(kind);
}

const DOMAIN_ERROR_KINDS = new Set<string>([
  'invalid',
  'unauthenticated',
  'payment-declined',
  'forbidden',
  'not-found',
  'conflict',
  'rate-limited',
  'upstream-failed',
  'unavailable',
]);
