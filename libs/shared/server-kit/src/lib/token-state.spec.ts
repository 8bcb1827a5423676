import { TokenStateCache, type TokenState } from './token-state';

const state = (version = 0, revoked: string[] = []): TokenState => ({
  exists: true,
  version,
  revoked: new Set(revoked),
});

/**
 * A source that answers from `versions` (read when asked) and counts its calls; while held, answers
 * wait until released.
 */
function fakeSource(versions: Map<number, number> = new Map()) {
  const calls: number[] = [];
  const waiting: Array<() => void> = [];
  let held = false;
  const source = async (userId: number) => {
    calls.push(userId);
    const answer = state(versions.get(userId) ?? 0);
    if (held) await new Promise<void>((r) => waiting.push(r));
    return answer;
  };
  return {
    source,
    calls,
    versions,
    hold: () => (held = true),
    release: () => {
      held = false;
      waiting.splice(0).forEach((r) => r());
    },
  };
}

describe('TokenStateCache', () => {
  it('answers from the cache within the TTL and asks the source again after it', async () => {
    let now = 1_000;
    const src = fakeSource();
    const cache = new TokenStateCache(src.source, { ttlMs: 1000, now: () => now });
    await cache.get(7);
    now += 999;
    await cache.get(7);
    expect(src.calls).toEqual([7]);
    now += 1;
    src.versions.set(7, 3);
    expect((await cache.get(7)).version).toBe(3);
    expect(src.calls).toEqual([7, 7]);
  });

  it('with a TTL of 0 asks the source every time', async () => {
    const src = fakeSource();
    const cache = new TokenStateCache(src.source, { ttlMs: 0 });
    await cache.get(1);
    await cache.get(1);
    expect(src.calls).toEqual([1, 1]);
    expect(cache.size).toBe(0);
  });

  it('shares one call to the source between concurrent misses for one user (single flight)', async () => {
    const src = fakeSource();
    src.hold();
    const cache = new TokenStateCache(src.source, { ttlMs: 1000 });
    const waiting = Promise.all([cache.get(5), cache.get(5), cache.get(5), cache.get(6)]);
    await new Promise((r) => setImmediate(r));
    src.release();
    const answers = await waiting;
    expect(answers.map((a) => a.version)).toEqual([0, 0, 0, 0]);
    expect(src.calls.sort()).toEqual([5, 6]);
  });

  it('keeps at most maxEntries users, dropping the oldest answer first', async () => {
    const src = fakeSource();
    const cache = new TokenStateCache(src.source, { ttlMs: 60_000, maxEntries: 2 });
    await cache.get(1);
    await cache.get(2);
    await cache.get(3);
    expect(cache.size).toBe(2);
    await cache.get(3);
    await cache.get(2);
    expect(src.calls).toEqual([1, 2, 3]);
    await cache.get(1); // was dropped
    expect(src.calls).toEqual([1, 2, 3, 1]);
    expect(cache.size).toBe(2);
  });

  it('forget() drops a user at once: the next check reads the source', async () => {
    const src = fakeSource();
    const cache = new TokenStateCache(src.source, { ttlMs: 60_000 });
    expect((await cache.get(4)).version).toBe(0);
    src.versions.set(4, 1);
    cache.forget(4);
    expect((await cache.get(4)).version).toBe(1);
    expect(src.calls).toEqual([4, 4]);
  });

  it('forget() during a call in flight keeps that (possibly stale) answer out of the cache', async () => {
    const src = fakeSource();
    src.hold();
    const cache = new TokenStateCache(src.source, { ttlMs: 60_000 });
    const before = cache.get(9);
    await new Promise((r) => setImmediate(r));
    src.versions.set(9, 1); // the revocation lands while the read is out
    cache.forget(9);
    src.release();
    expect((await before).version).toBe(0);
    expect((await cache.get(9)).version).toBe(1);
    expect(src.calls).toEqual([9, 9]);
  });

  it('clear() drops every user and keeps the answers of calls in flight out of the cache', async () => {
    const src = fakeSource();
    const cache = new TokenStateCache(src.source, { ttlMs: 60_000 });
    await cache.get(1);
    await cache.get(2);
    src.hold();
    const before = cache.get(3);
    await new Promise((r) => setImmediate(r));
    for (const id of [1, 2, 3]) src.versions.set(id, 1);
    cache.clear();
    src.release();
    expect((await before).version).toBe(0);
    expect(cache.size).toBe(0);
    expect([
      (await cache.get(1)).version,
      (await cache.get(2)).version,
      (await cache.get(3)).version,
    ]).toEqual([1, 1, 1]);
    expect(src.calls).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it('never caches a failure: the caller sees it and the next check asks again', async () => {
    let fail = true;
    const cache = new TokenStateCache(
      async () => {
        if (fail) throw new Error('auth is down');
        return state(2);
      },
      { ttlMs: 60_000 },
    );
    await expect(cache.get(1)).rejects.toThrow('auth is down');
    fail = false;
    expect((await cache.get(1)).version).toBe(2);
  });
});
