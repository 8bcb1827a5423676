import { INTERNAL_TOKEN_HEADER } from '@chargesetu/shared/server-kit';
import { aVehicleBody, testClient, useAuthTestApp, type TestSession } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
let owner: TestSession;
let vehicleId: number;

beforeAll(async () => {
  owner = await client.newUser();
  const payload = aVehicleBody({ connectorTypes: ['CCS2', 'Type 2 (Mennekes)'], batteryCapacity: '40.5' });
  vehicleId = (await client.call('POST', '/api/vehicles', { token: owner.token, payload })).json().id;
});

// What another service gets: ctx.services adds the internal token, as in every run mode.
const internal = (url: string) => suite.t.ctx.services.request('auth', { url });

describe('GET /internal/vehicles/:id', () => {
  it('when another service asks (with the internal token), answers the owner and connectors', async () => {
    expect(await internal(`/internal/vehicles/${vehicleId}`)).toEqual({
      statusCode: 200,
      body: {
        id: vehicleId,
        userId: owner.user.id,
        make: 'Tata',
        model: 'Nexon EV',
        registrationNumber: 'MH 12 AB 1234',
        connectorTypes: ['CCS2', 'Type 2 (Mennekes)'],
        batteryCapacity: '40.5',
      },
    });
  });

  it('when the vehicle does not exist, responds 404 "Vehicle {id} was not found"', async () => {
    const res = await internal('/internal/vehicles/999999');
    expect(res.statusCode).toBe(404);
    expect((res.body as { message: string }).message).toBe('Vehicle 999999 was not found');
  });

  it.each([
    ['no token', {}],
    ['a wrong internal token', { [INTERNAL_TOKEN_HEADER]: 'f'.repeat(64) }],
    ['a user’s bearer token', {}],
  ])('when called with %s, responds 404 like a missing route, even for a bad id', async (what, headers) => {
    for (const url of [`/internal/vehicles/${vehicleId}`, '/internal/vehicles/abc']) {
      const bearer = what.includes('bearer') ? { authorization: `Bearer ${owner.token}` } : {};
      const res = await suite.t.app.inject({ url, headers: { ...headers, ...bearer } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`Route GET ${url} not found`);
    }
  });
});

describe('GET /internal/users/:id', () => {
  it('when another service asks, answers id, username, name, email and role, never the password', async () => {
    const res = await internal(`/internal/users/${owner.user.id}`);
    expect(res).toEqual({
      statusCode: 200,
      body: {
        id: owner.user.id,
        username: owner.user.username,
        name: owner.user.name,
        email: owner.user.email,
        role: 'user',
      },
    });
  });

  it('when the user does not exist, responds 404; without the token, 404 like a missing route', async () => {
    const missing = await internal('/internal/users/999999');
    expect(missing.statusCode).toBe(404);
    expect((missing.body as { message: string }).message).toBe('User 999999 was not found');
    const res = await suite.t.app.inject({ url: `/internal/users/${owner.user.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(owner.user.email);
  });
});
