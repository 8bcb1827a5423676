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

describe('GET /internal/users/:id/vehicles', () => {
  it('when another service asks, answers the user’s vehicles in the order they were added, oldest first', async () => {
    const driver = await client.newUser();
    const add = async (payload: ReturnType<typeof aVehicleBody>) =>
      (await client.call('POST', '/api/vehicles', { token: driver.token, payload })).json().id as number;
    const first = await add(
      aVehicleBody({ make: 'MG', model: 'ZS EV', registrationNumber: 'KA 01 MG 1111' }),
    );
    const second = await add(
      aVehicleBody({
        connectorTypes: ['Type 2'],
        batteryCapacity: undefined,
        registrationNumber: 'KA 01 TT 2222',
      }),
    );
    const third = await add(
      aVehicleBody({ make: 'BYD', model: 'Atto 3', registrationNumber: 'KA 01 BY 3333' }),
    );
    // Renaming the oldest does not move it: the order is the order of adding.
    await client.call('PATCH', `/api/vehicles/${first}`, {
      token: driver.token,
      payload: { model: 'Windsor' },
    });

    const res = await internal(`/internal/users/${driver.user.id}/vehicles`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual([
      {
        id: first,
        userId: driver.user.id,
        make: 'MG',
        model: 'Windsor',
        registrationNumber: 'KA 01 MG 1111',
        connectorTypes: ['CCS2'],
        batteryCapacity: '40.5',
      },
      {
        id: second,
        userId: driver.user.id,
        make: 'Tata',
        model: 'Nexon EV',
        registrationNumber: 'KA 01 TT 2222',
        connectorTypes: ['Type 2'],
        batteryCapacity: null,
      },
      expect.objectContaining({ id: third, make: 'BYD', model: 'Atto 3' }),
    ]);
    // Only this user's: the owner of the suite's vehicle is someone else.
    expect((res.body as Array<{ id: number }>).map((v) => v.id)).not.toContain(vehicleId);
  });

  it('answers [] for a user without vehicles and for an unknown user, never 404', async () => {
    const noCar = await client.newUser();
    expect(await internal(`/internal/users/${noCar.user.id}/vehicles`)).toEqual({
      statusCode: 200,
      body: [],
    });
    expect(await internal('/internal/users/999999/vehicles')).toEqual({ statusCode: 200, body: [] });
  });

  it.each([
    ['no token', {}],
    ['a wrong internal token', { [INTERNAL_TOKEN_HEADER]: 'f'.repeat(64) }],
    ['the owner’s bearer token', {}],
  ])('when called with %s, responds 404 like a missing route and shows no vehicle', async (what, headers) => {
    const url = `/internal/users/${owner.user.id}/vehicles`;
    const bearer = what.includes('bearer') ? { authorization: `Bearer ${owner.token}` } : {};
    const res = await suite.t.app.inject({ url, headers: { ...headers, ...bearer } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Route GET ${url} not found`);
    expect(res.body).not.toContain('MH 12 AB 1234');
  });
});
