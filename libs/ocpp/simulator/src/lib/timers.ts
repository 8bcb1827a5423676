/**
 * The timers of one simulated charge point or connection, kept together so that closing it clears every one
 * of them: nothing it started can fire after close() or keep a test process alive.
 */
export class Timers {
  private readonly handles = new Set<NodeJS.Timeout>();
  private readonly sleepers = new Set<() => void>();

  /** Runs `fn` once after `ms`; the answer cancels it. */
  timeout(fn: () => void, ms: number): () => void {
    const handle = setTimeout(() => {
      this.handles.delete(handle);
      fn();
    }, ms);
    this.handles.add(handle);
    return () => {
      clearTimeout(handle);
      this.handles.delete(handle);
    };
  }

  /** Runs `fn` every `ms`; the answer cancels it. */
  interval(fn: () => void, ms: number): () => void {
    const handle = setInterval(fn, ms);
    this.handles.add(handle);
    return () => {
      clearInterval(handle);
      this.handles.delete(handle);
    };
  }

  /** Waits `ms`: true when the time passed, false when clearAll() cut the wait short. */
  sleep(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const wake = () => {
        this.sleepers.delete(wake);
        cancel();
        resolve(false);
      };
      const cancel = this.timeout(() => {
        this.sleepers.delete(wake);
        resolve(true);
      }, ms);
      this.sleepers.add(wake);
    });
  }

  /** Waits for `promise` at most `ms`: true when it settled in time, false on the time limit or clearAll(). */
  within(promise: Promise<unknown>, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = (inTime: boolean) => {
        if (settled) return;
        settled = true;
        cancel();
        this.sleepers.delete(wake);
        resolve(inTime);
      };
      const wake = () => finish(false);
      const cancel = this.timeout(() => finish(false), ms);
      this.sleepers.add(wake);
      promise.then(
        () => finish(true),
        () => finish(true),
      );
    });
  }

  /** Cancels every timer and ends every sleep (with false). */
  clearAll(): void {
    for (const handle of this.handles) clearTimeout(handle);
    this.handles.clear();
    for (const wake of [...this.sleepers]) wake();
  }
}
