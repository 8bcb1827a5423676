import { AsyncLock, LockTimeoutError } from './async-lock';

describe('AsyncLock', () => {
  it('when held, makes later callers wait and serves them in arrival order', async () => {
    const lock = new AsyncLock();
    const order: string[] = [];
    const first = await lock.acquire();
    const second = lock.acquire().then((release) => {
      order.push('second');
      release();
    });
    const third = lock.acquire().then((release) => {
      order.push('third');
      release();
    });
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([]);
    expect(lock.queueLength).toBe(2);
    first();
    await Promise.all([second, third]);
    expect(order).toEqual(['second', 'third']);
    expect(lock.isHeld).toBe(false);
  });

  it('when a release function is called twice, frees the lock only once', async () => {
    const lock = new AsyncLock();
    const release = await lock.acquire();
    const next = lock.acquire();
    release();
    const nextRelease = await next;
    release(); // stale: must not free the lock the second holder now has
    expect(lock.isHeld).toBe(true);
    nextRelease();
    expect(lock.isHeld).toBe(false);
  });

  it('when a waiter times out, rejects it with a diagnosable error and keeps the queue consistent', async () => {
    const lock = new AsyncLock('embedded PostgreSQL');
    const release = await lock.acquire();
    await expect(lock.acquire(20)).rejects.toThrow(LockTimeoutError);
    await expect(lock.acquire(20)).rejects.toThrow(/embedded PostgreSQL: waited 20 ms/);
    expect(lock.queueLength).toBe(0);
    release();
    expect(lock.isHeld).toBe(false);
  });

  it('run() releases the lock even when the function throws', async () => {
    const lock = new AsyncLock();
    await expect(lock.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(lock.isHeld).toBe(false);
    await expect(lock.run(async () => 42)).resolves.toBe(42);
  });
});
