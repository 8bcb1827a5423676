import type { ServiceClient } from './service-client';
import { remoteTokenStateSource, tokenStatePath } from './token-state';

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
