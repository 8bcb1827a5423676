/** Thrown when a waiter gives up; names the most likely cause so a deadlock is diagnosable. */
export class LockTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(
      `${what}: waited ${ms} ms for the embedded database connection. Another transaction holds it; ` +
        'a transaction that waits for other database work (a call to another service, a second DataSource) ' +
        'deadlocks on the single embedded connection.',
    );
    this.name = 'LockTimeoutError';
  }
}

/**
 * A FIFO mutex. `acquire` resolves with a release function once every earlier holder has released;
 * a waiter that is still queued after `timeoutMs` is removed and rejected with LockTimeoutError.
 */
export class AsyncLock {
  private held = false;
  private readonly waiters: Array<(release: () => void) => void> = [];

  constructor(private readonly name = 'lock') {}

  get isHeld(): boolean {
    return this.held;
  }

  get queueLength(): number {
    return this.waiters.length;
  }

  acquire(timeoutMs = Infinity): Promise<() => void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter = (release: () => void) => {
        if (timer) clearTimeout(timer);
        resolve(release);
      };
      this.waiters.push(waiter);
      if (Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          const i = this.waiters.indexOf(waiter);
          if (i >= 0) this.waiters.splice(i, 1);
          reject(new LockTimeoutError(this.name, timeoutMs));
        }, timeoutMs);
        timer.unref();
      }
    });
  }

  async run<T>(fn: () => Promise<T>, timeoutMs = Infinity): Promise<T> {
    const release = await this.acquire(timeoutMs);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  /** A release function that works once: a second call must not free a lock now held by someone else. */
  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiters.shift();
      if (next) next(this.releaser());
      else this.held = false;
    };
  }
}
