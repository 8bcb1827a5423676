import { aStation } from '@chargesetu/assistant/offline/testing';
import { Unavailable } from '@chargesetu/shared/domain';
import type { ServiceClient, ServiceName, ServiceRequest } from '@chargesetu/shared/runtime';
import { platformData } from './platform-data';

const pune = aStation({ name: 'Shell Recharge – Viman Nagar', city: 'Pune', state: 'Maharashtra' });

// The neighbours are replaced by an answerer that records every request.
function neighbours(
  answer: (service: ServiceName, req: ServiceRequest) => { statusCode: number; body: unknown },
) {
  const calls: Array<{ service: ServiceName } & ServiceRequest> = [];
  const services: ServiceClient = {
    async request(service, req) {
      calls.push({ service, ...req });
      return answer(service, req);
    },
  };
  return { services, calls };
}

const caller = { authorization: 'Bearer user-token', requestId: 'req-1' };

describe('platformData', () => {
  it('reads the unfiltered station list once per question, and each filtered list as asked', async () => {
    const { services, calls } = neighbours(() => ({ statusCode: 200, body: [pune] }));
    const data = platformData(services, 30)(caller);
    expect(await data.stations()).toEqual([pune]);
    expect(await data.stations({})).toEqual([pune]);
    await data.stations({ city: 'Pune', minPower: 50 });
    expect(calls.map((c) => [c.service, c.url, c.requestId, c.authorization])).toEqual([
      ['stations', '/api/stations', 'req-1', undefined],
      ['stations', '/api/stations?city=Pune&minPower=50', 'req-1', undefined],
    ]);
    expect(data.horizonDays).toBe(30);
  });

  it('reads each URL at most once per question, the user’s token only on their own reads; the next question reads afresh', async () => {
    const { services, calls } = neighbours((_service, req) =>
      req.url === '/api/stations/1'
        ? { statusCode: 200, body: pune }
        : req.url.includes('/availability')
          ? { statusCode: 200, body: { availableSlots: [] } }
          : { statusCode: 200, body: [] },
    );
    const question = platformData(services, 30);
    const data = question(caller);
    await Promise.all([data.station(1), data.station(1), data.myVehicles(), data.myVehicles()]);
    await data.stations({ city: 'Pune' });
    await data.stations({ city: 'Pune' });
    await data.availability(1, { date: '2026-11-23' });
    await data.availability(1, { date: '2026-11-23' });
    await question(caller).myVehicles();
    expect(calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/api/stations/1', undefined],
      ['/api/vehicles', 'Bearer user-token'],
      ['/api/stations?city=Pune', undefined],
      ['/api/stations/1/availability?date=2026-11-23', undefined],
      ['/api/vehicles', 'Bearer user-token'],
    ]);
  });

  it('tries a failed read again when it is asked for again', async () => {
    let status = 500;
    const { services, calls } = neighbours(() => ({ statusCode: status, body: [pune] }));
    const data = platformData(services, 30)(caller);
    await expect(data.stations()).rejects.toBeInstanceOf(Unavailable);
    status = 200;
    expect(await data.stations()).toEqual([pune]);
    expect(calls).toHaveLength(2);
  });

  it('reads the caller’s own bookings and vehicles with their bearer token', async () => {
    const { services, calls } = neighbours(() => ({ statusCode: 200, body: [] }));
    const data = platformData(services, 30)(caller);
    expect(await data.myBookings()).toEqual([]);
    expect(await data.myVehicles()).toEqual([]);
    expect(calls.map((c) => [c.service, c.url, c.authorization])).toEqual([
      ['bookings', '/api/bookings', 'Bearer user-token'],
      ['auth', '/api/vehicles', 'Bearer user-token'],
    ]);
  });

  it('answers null for a station or availability that is not there', async () => {
    const { services, calls } = neighbours(() => ({ statusCode: 404, body: { message: 'not found' } }));
    const data = platformData(services, 30)(caller);
    expect(await data.station(999)).toBeNull();
    expect(await data.availability(999, { date: '2026-11-23', chargerType: 'CCS2' })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/stations/999',
      '/api/stations/999/availability?date=2026-11-23&chargerType=CCS2',
    ]);
  });

  it.each([
    ['an error status', { statusCode: 500, body: { message: 'boom' } }],
    ['a list that is not found', { statusCode: 404, body: null }],
    ['a reply off the contract', { statusCode: 200, body: [{ id: 'one' }] }],
  ])('throws Unavailable for %s: a failure, never "no data"', async (_what, reply) => {
    const { services } = neighbours(() => reply);
    const data = platformData(services, 30)(caller);
    await expect(data.stations()).rejects.toBeInstanceOf(Unavailable);
    await expect(data.myBookings()).rejects.toBeInstanceOf(Unavailable);
  });

  it('throws Unavailable when a neighbour cannot be reached at all', async () => {
    const services: ServiceClient = { request: () => Promise.reject(new Error('ECONNREFUSED')) };
    await expect(platformData(services, 30)(caller).station(1)).rejects.toBeInstanceOf(Unavailable);
  });
});
