export interface BackoffOptions {
  /** Delay before the first retry; default 100 ms. */
  initialMs?: number;
  /** Cap; default 5000 ms. */
  maxMs?: number;
  /** Growth per attempt; default 2. */
  factor?: number;
}

/** Exponential backoff: attempt 1 waits `initialMs`, each next one `factor` times longer, capped at `maxMs`. */
export function backoffDelay(attempt: number, o: BackoffOptions = {}): number {
  const initial = o.initialMs ?? 100;
  const max = o.maxMs ?? 5000;
  const factor = o.factor ?? 2;
  if (!Number.isFinite(attempt) || attempt < 1) return initial;
  return Math.min(max, Math.round(initial * factor ** (attempt - 1)));
}
