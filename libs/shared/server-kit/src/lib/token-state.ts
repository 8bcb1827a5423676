/**
 * What the auth service knows about a user's tokens: whether the user exists, the current token version
 * (raised by a password change or an administrator's reset, which revokes every earlier token) and the
 * ids (`jti`) of tokens revoked one by one by a logout that have not expired yet.
 */
export interface TokenState {
  exists: boolean;
  version: number;
  revoked: ReadonlySet<string>;
}

/** Where a process reads a user's token state from (auth's tables, or its internal route). */
export type TokenStateSource = (userId: number) => Promise<TokenState>;

export interface TokenStateCacheOptions {
  /** How long an answer is reused, in milliseconds; 0 asks the source on every request. */
  ttlMs: number;
  /** At most this many users are remembered; the oldest answer is dropped first. */
  maxEntries?: number;
  /**
   * This process sits behind a gateway with a cache of its own: its answers that revoke tokens name the
   * user in {@link REVOKED_USER_HEADER}, so the gateway forgets that user at once (microservices mode).
   */
  announceRevocations?: boolean;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * Internal answer header by which the auth service tells the gateway whose tokens it just revoked. The
 * gateway consumes it (forgets the user in its cache) and never passes it on to the client.
 */
export const REVOKED_USER_HEADER = 'x-chargesetu-revoked-user';

interface Entry {
  state: TokenState;
  at: number;
}

/**
 * A per-process cache of users' token states in front of a {@link TokenStateSource}: answers are kept
 * for `ttlMs`, concurrent misses for one user share one call to the source (single flight), at most
 * `maxEntries` users are kept, and a failed call is never cached. `forget` drops a user at once, also
 * discarding the result of a call already in flight for them (it may predate the revocation); `clear`
 * does that for every user.
 */
export class TokenStateCache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly announceRevocations: boolean;
  private readonly now: () => number;
  private readonly entries = new Map<number, Entry>();
  private readonly inFlight = new Map<number, Promise<TokenState>>();

  constructor(
    private readonly source: TokenStateSource,
    options: TokenStateCacheOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = Math.max(1, options.maxEntries ?? 10_000);
    this.announceRevocations = options.announceRevocations ?? false;
    this.now = options.now ?? Date.now;
  }

  /** The user's token state, from the cache when fresh enough. Rejects when the source fails. */
  get(userId: number): Promise<TokenState> {
    const entry = this.entries.get(userId);
    if (entry && this.now() - entry.at < this.ttlMs) return Promise.resolve(entry.state);
    const pending = this.inFlight.get(userId);
    if (pending) return pending;
    // A synchronous throw of the source becomes a rejection like any other failure.
    const call: Promise<TokenState> = new Promise<TokenState>((resolve) => resolve(this.source(userId))).then(
      (state) => {
        // Only the call still registered for this user may store its answer: after forget() it may
        // predate the revocation. Its waiters still get it (they asked before the revocation).
        if (this.inFlight.get(userId) === call) {
          this.inFlight.delete(userId);
          this.store(userId, state);
        }
        return state;
      },
      (error: unknown) => {
        if (this.inFlight.get(userId) === call) this.inFlight.delete(userId);
        throw error;
      },
    );
    this.inFlight.set(userId, call);
    return call;
  }

  /** Drops what is known about the user (their tokens were just revoked). */
  forget(userId: number): void {
    this.entries.delete(userId);
    this.inFlight.delete(userId);
  }

  /**
   * Drops everything, calls in flight included (this process may have missed revocations, e.g. while
   * its broker connection was down).
   */
  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
  }

  /** How many users are remembered. */
  get size(): number {
    return this.entries.size;
  }

  private store(userId: number, state: TokenState): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(userId); // re-inserted last: the map's order is the age order
    this.entries.set(userId, { state, at: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as number;
      this.entries.delete(oldest);
    }
  }
}
