// The contracts are consumed by Fastify (ajv with coerceTypes and ajv-formats for requests,
// fast-json-stringify for responses). This spec proves the schemas behave there as documented:
// it is the only place this platform-neutral lib touches Fastify, and only in a test.
import Fastify, { type FastifyInstance } from 'fastify';
import { LoginBody } from './auth';
import { CreateBookingBody } from './bookings';
import { IdParams } from './common';
import { Station } from './stations';
import { VehicleBody } from './vehicles';

const STATION = {
  id: 1,
  name: 'Setu Hub',
  operator: 'ChargeSetu',
  latitude: 12.9716,
  longitude: 77.5946,
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  chargers: [{ type: 'CCS2', power: 120, pricePerKwh: '22.00' }],
  amenities: ['Parking'],
  photos: [],
  ratings: 4.3,
  reviewCount: 12,
  hasLiveStatus: false,
  apiEndpoint: null,
  createdAt: new Date('2026-11-23T04:30:00.000Z'),
};

describe('contracts inside Fastify', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    const echo = async (req: { body: unknown; params: unknown }) => ({ body: req.body, params: req.params });
    app.post('/vehicles', { schema: { body: VehicleBody } }, echo);
    app.post('/login', { schema: { body: LoginBody } }, echo);
    app.post('/bookings', { schema: { body: CreateBookingBody } }, echo);
    app.get('/stations/:id', { schema: { params: IdParams } }, echo);
    app.get('/station/:hours', { schema: { response: { 200: Station } } }, async (req) => {
      const hours = (req.params as { hours: string }).hours;
      return {
        ...STATION,
        operatingHours: hours === 'weekly' ? { monday: { open: '08:00', close: '22:00' } } : '24/7',
      };
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it('coerces a string id in params to an integer and refuses non-numbers', async () => {
    const ok = await app.inject({ method: 'GET', url: '/stations/42' });
    expect(ok.json().params).toEqual({ id: 42 });
    expect((await app.inject({ method: 'GET', url: '/stations/abc' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/stations/0' })).statusCode).toBe(400);
  });

  it('hands vehicle optional numbers to the service as strings', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/vehicles',
      payload: {
        make: 'Tata',
        model: 'Nexon',
        registrationNumber: 'MH12',
        connectorTypes: ['CCS2'],
        batteryCapacity: 40.5,
        year: 2023,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ batteryCapacity: '40.5', year: '2023' });
    const cleared = await app.inject({
      method: 'POST',
      url: '/vehicles',
      payload: {
        make: 'Tata',
        model: 'Nexon',
        registrationNumber: 'MH12',
        connectorTypes: ['CCS2'],
        color: null,
      },
    });
    expect(cleared.json().body.color).toBe('');
  });

  it('accepts both login shapes and refuses a body with neither', async () => {
    const login = (payload: object) => app.inject({ method: 'POST', url: '/login', payload });
    expect((await login({ username: 'asha', password: 'secret1' })).statusCode).toBe(200);
    expect((await login({ email: 'asha@example.in', password: 'secret1' })).statusCode).toBe(200);
    expect((await login({ password: 'secret1' })).statusCode).toBe(400);
  });

  it('validates booking times as ISO instants with ajv-formats', async () => {
    const body = {
      stationId: 1,
      vehicleId: 2,
      chargerType: 'CCS2',
      power: 60,
      startTime: '2026-11-23T04:30:00.000Z',
      endTime: '2026-11-23T05:00:00.000Z',
    };
    expect((await app.inject({ method: 'POST', url: '/bookings', payload: body })).statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: '/bookings',
      payload: { ...body, startTime: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('serializes a station with either operating-hours shape and a Date createdAt', async () => {
    const always = (await app.inject({ method: 'GET', url: '/station/always' })).json();
    expect(always.operatingHours).toBe('24/7');
    expect(always.createdAt).toBe('2026-11-23T04:30:00.000Z');
    const weekly = (await app.inject({ method: 'GET', url: '/station/weekly' })).json();
    expect(weekly.operatingHours).toEqual({ monday: { open: '08:00', close: '22:00' } });
    expect(weekly.chargers).toEqual([{ type: 'CCS2', power: 120, pricePerKwh: '22.00' }]);
  });
});
