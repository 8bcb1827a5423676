import type { ServiceContext, ServiceRequest } from '@chargesetu/shared/runtime';
import { chargerCounts } from './charger-counts';

// The cache is what is under test; the stations service is replaced by a counting answerer.
function fakeContext(answers: Array<{ statusCode: number; body: unknown }>) {
  const calls: ServiceRequest[] = [];
  const ctx = {
    services: {
      async request(_service: string, req: ServiceRequest) {
        calls.push(req);
        return answers[Math.min(calls.length - 1, answers.length - 1)];
      },
    },
  } as unknown as ServiceContext;
  return { ctx, calls };
}
const list = (n: number) => ({ statusCode: 200, body: [{ id: 1, chargers: Array.from({ length: n }) }] });

describe('chargerCounts', () => {
  it('reads the station list once per TTL, sharing one read between concurrent callers', async () => {
    const { ctx, calls } = fakeContext([list(3), list(5)]);
    let ttl = 60_000;
    const counts = chargerCounts(ctx, () => ttl);
    const [a, b] = await Promise.all([counts.get(), counts.get()]);
    expect([a.get(1), b.get(1)]).toEqual([3, 3]);
    expect((await counts.get()).get(1)).toBe(3);
    expect(calls.map((c) => c.url)).toEqual(['/api/stations']);
    ttl = 0;
    expect((await counts.get()).get(1)).toBe(5);
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failed read', async () => {
    const { ctx, calls } = fakeContext([{ statusCode: 503, body: null }, list(2)]);
    const counts = chargerCounts(ctx, () => 60_000);
    await expect(counts.get()).rejects.toThrow('stations answered 503');
    expect((await counts.get()).get(1)).toBe(2);
    expect(calls).toHaveLength(2);
  });
});
