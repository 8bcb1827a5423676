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

describe('POST /api/vehicles', () => {
  it('when the full form is valid, responds 201 with the vehicle owned by the signed-in user', async () => {
    const me = await client.newUser();
    const res = await client.call('POST', '/api/vehicles', {
      token: me.token,
      payload: {
        make: ' MG ',
        model: 'ZS EV',
        registrationNumber: 'KA 01 MN 4321',
        connectorTypes: ['Type 2 (Mennekes)', 'CCS Combo', 'ccs combo'],
        year: 2022,
        color: 'Glaze Red',
        batteryCapacity: 50.3,
        userId: 999,
        id: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      userId: me.user.id,
      make: 'MG',
      model: 'ZS EV',
      year: '2022',
      registrationNumber: 'KA 01 MN 4321',
      connectorTypes: ['Type 2 (Mennekes)', 'CCS Combo'],
      color: 'Glaze Red',
      batteryCapacity: '50.3',
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    expect((await storedVehicle(res.json().id)).user_id).toBe(me.user.id);
  });

  it('when the booking form sends only the four required fields, stores the optional ones as null', async () => {
    const me = await client.newUser();
    const payload = {
      make: 'Tata',
      model: 'Tiago EV',
      registrationNumber: 'DL 3C AB 0001',
      connectorTypes: ['CCS2', 'CHAdeMO', 'Type 2'],
    };
    const res = await client.call('POST', '/api/vehicles', { token: me.token, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...payload, year: null, color: null, batteryCapacity: null });
  });

  it("when optional fields are sent empty ('' or null), stores them as null", async () => {
    const me = await client.newUser();
    const v = await addVehicle(me.token, { year: '', color: null, batteryCapacity: '  ' });
    expect(v).toMatchObject({ year: null, color: null, batteryCapacity: null });
    expect(await storedVehicle(v.id)).toMatchObject({ year: null, color: null, battery_capacity: null });
  });

  it.each([
    [{ make: undefined }, 'Make is required'],
    [{ make: '   ' }, 'Make is required'],
    [{ make: 'm'.repeat(101) }, 'Make must be at most 100 characters'],
    [{ model: undefined }, 'Model is required'],
    [{ model: '' }, 'Model is required'],
    [{ registrationNumber: undefined }, 'Registration number is required'],
    [{ registrationNumber: ' ' }, 'Registration number is required'],
    [{ registrationNumber: 'R'.repeat(21) }, 'Registration number must be at most 20 characters'],
    [{ connectorTypes: undefined }, 'Please select at least one connector type'],
    [{ connectorTypes: [] }, 'Please select at least one connector type'],
    [
      { connectorTypes: ['Tesla Supercharger'] },
      'Unknown connector type "Tesla Supercharger". Choose from CCS2, CHAdeMO, Type 2, Type 1, CCS Combo, GB/T.',
    ],
    [{ year: 'soon' }, 'Year must be a year such as 2023'],
    [{ batteryCapacity: 'big' }, 'Battery capacity must be a number of kWh, such as 40.5'],
    [{ batteryCapacity: '-5' }, 'Battery capacity must be a number of kWh, such as 40.5'],
    [{ color: 'c'.repeat(51) }, 'Color must be at most 50 characters'],
  ])('when the body has %j, responds 400 "%s" and stores nothing', async (overrides, message) => {
    const me = await client.newUser();
    const payload: Record<string, unknown> = { ...aVehicleBody(), ...overrides };
    for (const k of Object.keys(payload)) if (payload[k] === undefined) delete payload[k];
    const res = await client.call('POST', '/api/vehicles', { token: me.token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect((await client.call('GET', '/api/vehicles', { token: me.token })).json()).toEqual([]);
  });

  it.each([
    [
      ['Type 1 (J1772)', 'GB/T', 'Type 1'],
      ['Type 1 (J1772)', 'GB/T', 'Type 1'],
    ],
    [
      ['chademo', ' type 2 '],
      ['CHAdeMO', 'Type 2'],
    ],
    [
      ['Mennekes', 'J1772'],
      ['Type 2', 'Type 1'],
    ],
  ])('when connectors are %j, stores them as %j', async (connectorTypes, stored) => {
    const me = await client.newUser();
    expect((await addVehicle(me.token, { connectorTypes })).connectorTypes).toEqual(stored);
  });
});

describe('GET /api/vehicles and /api/vehicles/:id', () => {
  it('lists only the signed-in user’s vehicles, oldest first, and reads one by id', async () => {
    const me = await client.newUser();
    const other = await client.newUser();
    const first = await addVehicle(me.token, { model: 'First' });
    const second = await addVehicle(me.token, { model: 'Second' });
    await addVehicle(other.token, { model: 'Not mine' });
    const list = await client.call('GET', '/api/vehicles', { token: me.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([first, second]);
    const one = await client.call('GET', `/api/vehicles/${second.id}`, { token: me.token });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(second);
  });

  it('when the id is not a whole number, responds 400', async () => {
    const me = await client.newUser();
    const res = await client.call('GET', '/api/vehicles/abc', { token: me.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The id in the address must be a whole number of at least 1');
  });

  it('when the vehicle does not exist, responds 404 "Vehicle {id} was not found"', async () => {
    const me = await client.newUser();
    const res = await client.call('GET', '/api/vehicles/424242', { token: me.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Vehicle 424242 was not found');
  });
});
