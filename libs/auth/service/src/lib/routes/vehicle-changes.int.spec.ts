import { aVehicleBody, testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
const addVehicle = async (token: string, overrides = {}) => {
  const res = await client.call('POST', '/api/vehicles', { token, payload: aVehicleBody(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; [k: string]: unknown };
};
const storedVehicle = async (id: number) =>
  (await suite.t.ctx.dataSource.query(`SELECT * FROM "auth"."vehicles" WHERE id = $1`, [id]))[0];
const readAs = async (token: string, id: number) =>
  (await client.call('GET', `/api/vehicles/${id}`, { token })).json();

describe('PUT and PATCH /api/vehicles/:id', () => {
  it('when PUT sends the full form, replaces the fields and answers the stored vehicle', async () => {
    const me = await client.newUser();
    const v = await addVehicle(me.token);
    const payload = aVehicleBody({
      make: 'Hyundai',
      model: 'Kona Electric',
      registrationNumber: 'TN 09 ZZ 9999',
      connectorTypes: ['CCS2', 'Type 2'],
      year: '2021',
      color: 'White',
      batteryCapacity: '39.2',
    });
    const res = await client.call('PUT', `/api/vehicles/${v.id}`, { token: me.token, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...payload, id: v.id, userId: me.user.id });
    expect(await storedVehicle(v.id)).toMatchObject({ make: 'Hyundai', battery_capacity: '39.2' });
  });

  it('when PUT sends only the required fields (booking form), keeps year, color and capacity', async () => {
    const me = await client.newUser();
    const v = await addVehicle(me.token, { year: '2023', color: 'Teal Blue', batteryCapacity: '40.5' });
    const payload = {
      make: 'Tata',
      model: 'Nexon EV Max',
      registrationNumber: 'MH 12 AB 1234',
      connectorTypes: ['CCS2'],
    };
    const res = await client.call('PUT', `/api/vehicles/${v.id}`, { token: me.token, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      model: 'Nexon EV Max',
      year: '2023',
      color: 'Teal Blue',
      batteryCapacity: '40.5',
    });
  });

  it('when PUT lacks a required field, responds 400 with its message and changes nothing', async () => {
    const me = await client.newUser();
    const v = await addVehicle(me.token);
    const { make: _make, ...payload } = aVehicleBody();
    const res = await client.call('PUT', `/api/vehicles/${v.id}`, { token: me.token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Make is required');
    expect(await readAs(me.token, v.id)).toEqual(v);
  });

  it('when PATCH sends some fields, changes only those; empty optional ones are cleared', async () => {
    const me = await client.newUser();
    const v = await addVehicle(me.token, { color: 'Teal Blue' });
    const payload = { color: '', connectorTypes: ['GB/T'] };
    const res = await client.call('PATCH', `/api/vehicles/${v.id}`, { token: me.token, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...v, color: null, connectorTypes: ['GB/T'] });
  });

  it.each([
    [{ connectorTypes: [] }, 'Please select at least one connector type'],
    [{ make: '  ' }, 'Make is required'],
    [{ registrationNumber: '' }, 'Registration number is required'],
    [
      { connectorTypes: ['Plug X'] },
      'Unknown connector type "Plug X". Choose from CCS2, CHAdeMO, Type 2, Type 1, CCS Combo, GB/T.',
    ],
  ])('when PATCH sends %j, responds 400 "%s" and changes nothing', async (payload, message) => {
    const me = await client.newUser();
    const v = await addVehicle(me.token);
    const res = await client.call('PATCH', `/api/vehicles/${v.id}`, { token: me.token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await readAs(me.token, v.id)).toEqual(v);
  });

  it('when the body tries to move the vehicle to another user, ignores it', async () => {
    const me = await client.newUser();
    const other = await client.newUser();
    const v = await addVehicle(me.token);
    const payload = { userId: other.user.id, model: 'Moved?' };
    expect(
      (await client.call('PATCH', `/api/vehicles/${v.id}`, { token: me.token, payload })).statusCode,
    ).toBe(200);
    expect((await storedVehicle(v.id)).user_id).toBe(me.user.id);
  });
});

describe('DELETE /api/vehicles/:id', () => {
  it('when the vehicle is mine, deletes it and answers a message; a second delete is 404', async () => {
    const me = await client.newUser();
    const v = await addVehicle(me.token);
    const res = await client.call('DELETE', `/api/vehicles/${v.id}`, { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your vehicle has been removed successfully.' });
    expect(await storedVehicle(v.id)).toBeUndefined();
    expect((await client.call('DELETE', `/api/vehicles/${v.id}`, { token: me.token })).statusCode).toBe(404);
  });
});

describe('another user’s vehicle', () => {
  it.each([
    ['GET', undefined],
    ['PUT', aVehicleBody({ model: 'Stolen' })],
    ['PATCH', { model: 'Stolen' }],
    ['DELETE', undefined],
  ] as const)(
    'when user B calls %s on user A’s vehicle, responds 404 and A’s vehicle is untouched',
    async (method, payload) => {
      const a = await client.newUser();
      const b = await client.newUser();
      const v = await addVehicle(a.token);
      const res = await client.call(method, `/api/vehicles/${v.id}`, { token: b.token, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `Vehicle ${v.id} was not found`,
      });
      expect(res.body).not.toContain('MH 12');
      expect(await readAs(a.token, v.id)).toEqual(v);
      expect((await client.call('GET', '/api/vehicles', { token: b.token })).json()).toEqual([]);
    },
  );
});

describe('without a valid token', () => {
  it.each([
    ['GET', '/api/vehicles'],
    ['POST', '/api/vehicles'],
    ['GET', '/api/vehicles/1'],
    ['PUT', '/api/vehicles/1'],
    ['PATCH', '/api/vehicles/1'],
    ['DELETE', '/api/vehicles/1'],
  ] as const)('%s %s responds 401 before looking at the body', async (method, url) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await client.call(method, url, { payload })).statusCode).toBe(401);
    expect((await client.call(method, url, { payload, token: 'garbage' })).statusCode).toBe(401);
  });

  it('when the account was deleted, adding a vehicle responds 401 rather than failing on the database', async () => {
    const me = await client.newUser();
    await suite.t.ctx.dataSource.query(`DELETE FROM "auth"."users" WHERE id = $1`, [me.user.id]);
    const res = await client.call('POST', '/api/vehicles', { token: me.token, payload: aVehicleBody() });
    expect(res.statusCode).toBe(401);
  });
});
