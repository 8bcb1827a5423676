import { simulatedChargerPassword } from '@chargesetu/ocpp/protocol';
import type { InternalChargePointList, Station } from '@chargesetu/shared/contracts';
import { listSimulatedChargePoints, ListingUnavailable } from './charge-point-listing';

const SECRET = 's'.repeat(32);

const station = (id: number, powers: number[]): Station => ({
  id,
  name: `Station ${id}`,
  operator: 'Op',
  latitude: 12.9,
  longitude: 77.6,
  address: { street: '', city: 'Bengaluru', state: 'Karnataka', pincode: '' },
  chargers: powers.map((power) => ({ type: 'CCS2', power, pricePerKwh: '18.00' })),
  amenities: [],
  operatingHours: '24/7',
  photos: [],
  ratings: 0,
  reviewCount: 0,
  hasLiveStatus: true,
  apiEndpoint: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const list: InternalChargePointList = [
  {
    id: 'CS1',
    stationId: 1,
    simulated: true,
    connectors: [
      { connectorId: 1, chargerIndex: 0 },
      { connectorId: 2, chargerIndex: 1 },
    ],
  },
  { id: 'REAL-1', stationId: 1, simulated: false, connectors: [{ connectorId: 1, chargerIndex: 0 }] },
  { id: 'CS2', stationId: 2, simulated: true, connectors: [{ connectorId: 1, chargerIndex: 5 }] },
];

function fakeFetch(
  routes: Record<string, { status: number; body?: unknown }>,
  seen: Array<{ url: string; headers: Record<string, string> }>,
) {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const route = routes[url] ?? { status: 404 };
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status: route.status,
    });
  }) as typeof fetch;
}

const options = (fetchFn: typeof fetch) => ({
  ocppServiceUrl: 'http://ocpp:3007',
  stationsUrl: 'http://stations:3002',
  internalToken: 'token-1',
  secret: SECRET,
  fetchFn,
});

describe('listSimulatedChargePoints', () => {
  it('plays the simulated charge points, each connector at its station charger power, with derived passwords', async () => {
    const seen: Array<{ url: string; headers: Record<string, string> }> = [];
    const fetchFn = fakeFetch(
      {
        'http://ocpp:3007/internal/charge-points': { status: 200, body: list },
        'http://stations:3002/api/stations/1': { status: 200, body: station(1, [7.4, 50]) },
        'http://stations:3002/api/stations/2': { status: 200, body: station(2, [22]) },
      },
      seen,
    );
    expect(await listSimulatedChargePoints(options(fetchFn))).toEqual([
      {
        id: 'CS1',
        password: simulatedChargerPassword(SECRET, 'CS1'),
        connectors: [
          { connectorId: 1, powerKw: 7.4 },
          { connectorId: 2, powerKw: 50 },
        ],
      },
      // CS2's only connector names a charger station 2 does not have: left out.
    ]);
    // Every read carries the internal token: the station reads too, so no client rate limit counts them.
    expect(seen.map((s) => s.headers['x-internal-token'])).toEqual(['token-1', 'token-1', 'token-1']);
  });

  it('is unavailable while the ocpp service does not answer, or hides its internal route (wrong token)', async () => {
    await expect(listSimulatedChargePoints(options(fakeFetch({}, [])))).rejects.toBeInstanceOf(
      ListingUnavailable,
    );
    const down = (async () => {
      throw new Error('ECONNREFUSED');
    }) as typeof fetch;
    await expect(listSimulatedChargePoints(options(down))).rejects.toThrow(/ECONNREFUSED/);
    const offContract = fakeFetch(
      { 'http://ocpp:3007/internal/charge-points': { status: 200, body: [{ id: 1 }] } },
      [],
    );
    await expect(listSimulatedChargePoints(options(offContract))).rejects.toThrow(/off its contract/);
  });
});
