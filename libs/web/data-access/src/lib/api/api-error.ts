/**
 * The error every RTK Query endpoint rejects with.
 * `message` follows docs/product.md §8: "<status>: <response body text or status text>".
 * `serverMessage` is the `message` field of the server's JSON error body (docs/architecture.md §6), for
 * toasts.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  message: string;
  serverMessage?: string;
  data?: unknown;
}

export function isApiError(error: unknown): error is ApiError {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as Record<string, unknown>;
  return (typeof status === 'number' || typeof status === 'string') && typeof message === 'string';
}

/**
 * Whether the server answered and refused (any HTTP status), as opposed to an unexpected failure: no
 * network, an unreadable answer, or a bug. docs/product.md §8 words the two differently ("Login Failed" with
 * the server's message, "Login Error" for the unexpected).
 */
export function isServerRejection(error: unknown): error is ApiError & { status: number } {
  return isApiError(error) && typeof error.status === 'number';
}

/**
 * The text a toast shows for a failed call: the server's own message when it sent one, else the
 * feature's fallback (docs/product.md §8).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return fallback;
}
