import { request, sleep, type ApiResponse, type CallOptions } from '../../reliability/support/api';

/** What a client that retries counts: requests asked for, and those that failed even after retrying. */
export interface RetryStats {
  requests: number;
  retried: number;
  failed: Array<{ method: string; path: string; last: string }>;
}

export const newStats = (): RetryStats => ({ requests: 0, retried: 0, failed: [] });

/**
 * A request as a well-behaved client sends it through a deployment that is being restarted: a network
 * error or a 502/503/504 (the gateway could not reach a service) is tried again, with a growing pause,
 * for up to `budgetMs`. Only safe requests and requests the API makes idempotent are given to it.
 */
export async function retrying<T>(
  stats: RetryStats,
  base: string,
  method: string,
  path: string,
  o: CallOptions = {},
  budgetMs = 60_000,
): Promise<ApiResponse<T> | null> {
  stats.requests += 1;
  const deadline = Date.now() + budgetMs;
  let pause = 100;
  let last: string;
  for (let attempt = 0; ; attempt += 1) {
    if (attempt === 1) stats.retried += 1;
    try {
      const res = await request<T>(base, method, path, { timeoutMs: 10_000, ...o });
      if (![502, 503, 504].includes(res.status)) return res;
      last = `${res.status} ${res.text.slice(0, 200)}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() + pause > deadline) {
      stats.failed.push({ method, path, last });
      return null;
    }
    await sleep(pause);
    pause = Math.min(pause * 2, 2_000);
  }
}

/**
 * A request that must take effect once (a booking, a payment) through a deployment that may lose its
 * answer: `send` gives its result when it was answered; when it was not, `lookup` looks for what an
 * unanswered attempt may have done before the request is sent again.
 */
export async function onceDespiteLostAnswers<T>(
  what: string,
  send: () => Promise<T | undefined>,
  lookup: () => Promise<T | undefined>,
  attempts = 5,
): Promise<T> {
  for (let i = 0; i < attempts; i += 1) {
    const done = (await send()) ?? (await lookup());
    if (done !== undefined) return done;
  }
  throw new Error(`could not ${what}`);
}
