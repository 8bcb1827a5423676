import type { Station } from '@chargesetu/shared/contracts';
import type { ServiceClient, ServiceRequest } from '@chargesetu/shared/runtime';
import { chargerCounts } from './charger-counts';

// The cache is what is under test; the stations service is replaced by a counting answerer.
function fakeStations(answers: Array<{ statusCode: number; body: unknown }>) {
  const calls: ServiceRequest[] = [];
  const services = {
    async request(_service: string, req: ServiceRequest) {
      calls.push(req);
      return answers[Math.min(calls.length - 1, answers.length - 1)];
    },
  } as unknown as ServiceClient;
  return { services, calls };
}
const station = (chargers: number): Station => ({
  id: 1,
  name: 'Test station',
  operator: 'Test',
  latitude: 12.97,
  longitude: 77.59,
  address: { street: '', city: 'Bengaluru', state: 'Karnataka', pincode: '' },
  chargers: Array.from({ length: chargers }, () => ({ type: 'CCS2', power: 60, pricePerKwh: '20.00' })),
  amenities: [],
  operatingHours: '24/7',
  photos: [],
  ratings: 0,
  reviewCount: 0,
  hasLiveStatus: false,
  apiEndpoint: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const list = (n: number) => ({ statusCode: 200, body: [station(n)] });

describe('chargerCounts', () => {
  it('reads the station list once per TTL, sharing one read between concurrent callers', async () => {
    const { services, calls } = fakeStations([list(3), list(5)]);
    let now = 1_000_000;
    const counts = chargerCounts(services, 60_000, () => now);
    const [a, b] = await Promise.all([counts.get(), counts.get()]);
    expect([a.get(1), b.get(1)]).toEqual([3, 3]);
    now += 59_999;
    expect((await counts.get()).get(1)).toBe(3);
    expect(calls.map((c) => c.url)).toEqual(['/api/stations']);
    now += 1;
    expect((await counts.get()).get(1)).toBe(5);
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failed read, nor a list off the contract', async () => {
    const { services, calls } = fakeStations([
      { statusCode: 503, body: null },
      { statusCode: 200, body: [{ id: 1, chargers: [{}, {}] }] },
      list(2),
    ]);
    const counts = chargerCounts(services, 60_000);
    await expect(counts.get()).rejects.toThrow('The stations service cannot be read right now');
    await expect(counts.get()).rejects.toThrow('The stations service cannot be read right now');
    expect((await counts.get()).get(1)).toBe(2);
    expect(calls).toHaveLength(3);
  });
});
