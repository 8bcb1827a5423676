import { createEnvelope, createInProcessBus } from '@chargesetu/shared/messaging';
import { TokenStateCache } from '@chargesetu/shared/server-kit';
import type { ServiceClient } from './service-client';
import { followTokenRevocations, remoteTokenStateSource, tokenStatePath } from './token-state';

const clientAnswering = (statusCode: number, body: unknown, seen: string[] = []): ServiceClient => ({
  async request(service, req) {
    seen.push(`${service} ${req.url}`);
    return { statusCode, body };
  },
});

describe('remoteTokenStateSource', () => {
  it("reads the state from auth's internal route", async () => {
    const seen: string[] = [];
    const source = remoteTokenStateSource(
      clientAnswering(200, { exists: true, version: 2, revoked: ['a', 'b'] }, seen),
    );
    const state = await source(7);
    expect(seen).toEqual([`auth ${tokenStatePath(7)}`]);
    expect(state).toEqual({ exists: true, version: 2, revoked: new Set(['a', 'b']) });
  });

  it.each([
    ['a 404 (wrong internal token, or an auth without the route)', 404, { message: 'not found' }],
    ['a 500', 500, { message: 'boom' }],
    ['a malformed 200', 200, { exists: 'yes', version: 1, revoked: [] }],
  ])('fails on %s, never guesses (authenticate answers 503)', async (_what, status, body) => {
    await expect(remoteTokenStateSource(clientAnswering(status, body))(7)).rejects.toThrow(/token state/);
  });

  it('fails when auth is unreachable', async () => {
    const down: ServiceClient = {
      request: async () => {
        throw new TypeError('fetch failed');
      },
    };
    await expect(remoteTokenStateSource(down)(7)).rejects.toThrow('fetch failed');
  });
});

describe('followTokenRevocations', () => {
  it("forgets the user named by auth's broadcast, and everything when the bus reconnects", async () => {
    const bus = createInProcessBus();
    let reconnect: () => void = () => undefined;
    bus.onConnected = (listener) => void (reconnect = listener);
    const versions = new Map<number, number>();
    const cache = new TokenStateCache(
      async (id) => ({ exists: true, version: versions.get(id) ?? 0, revoked: new Set() }),
      {
        ttlMs: 60_000,
      },
    );
    await followTokenRevocations(bus, cache);
    await cache.get(1);
    await cache.get(2);
    versions.set(1, 1);
    versions.set(2, 1);
    await bus.publish(createEnvelope('auth.tokens.revoked', 1, { userId: 1 }));
    await bus.publish(createEnvelope('auth.tokens.revoked', 1, { userId: 'x' })); // ignored
    await bus.idle();
    expect([(await cache.get(1)).version, (await cache.get(2)).version]).toEqual([1, 0]);
    reconnect();
    expect(cache.size).toBe(0);
    expect((await cache.get(2)).version).toBe(1);
  });
});
