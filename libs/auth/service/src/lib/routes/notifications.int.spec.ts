import { testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
const getPrefs = (token?: string) => client.call('GET', '/api/auth/me/notifications', { token });
const putPrefs = (token: string | undefined, payload: object) =>
  client.call('PUT', '/api/auth/me/notifications', { token, payload });
const me = (token: string) => client.call('GET', '/api/auth/me', { token });
const patchMe = (token: string, payload: object) => client.call('PATCH', '/api/auth/me', { token, payload });

const DEFAULTS = { bookingConfirmations: true, chargingUpdates: true, promotionalMessages: false };
const stored = async (userId: number) =>
  (
    await suite.t.ctx.dataSource.query(
      `SELECT notify_booking_confirmations AS "bookingConfirmations", notify_charging_updates AS "chargingUpdates",
              notify_promotional_messages AS "promotionalMessages"
         FROM "auth"."users" WHERE id = $1`,
      [userId],
    )
  )[0];

describe('GET /api/auth/me/notifications', () => {
  it('when the account is new, answers Booking Confirmations and Charging Updates on, Promotional Messages off', async () => {
    const s = await client.newUser();
    const res = await getPrefs(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
  });

  it('when there is no token, responds 401', async () => {
    expect((await getPrefs(undefined)).statusCode).toBe(401);
  });

  it('when the account was deleted after sign-in, responds 401 with the readable message', async () => {
    const s = await client.newUser();
    await suite.t.ctx.dataSource.query(`DELETE FROM "auth"."users" WHERE id = $1`, [s.user.id]);
    const res = await getPrefs(s.token);
    expect(res.statusCode).toBe(401);
    // The token check refuses a user who no longer exists before the route reads the account.
    expect(res.json().message).toBe('Your session is invalid or has expired. Please sign in again.');
  });
});

describe('PUT /api/auth/me/notifications', () => {
  it('when all three settings are booleans, stores them, answers them, and GET reads them back', async () => {
    const s = await client.newUser();
    const wanted = { bookingConfirmations: false, chargingUpdates: true, promotionalMessages: true };
    const res = await putPrefs(s.token, wanted);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(wanted);
    expect(await stored(s.user.id)).toEqual(wanted);
    expect((await getPrefs(s.token)).json()).toEqual(wanted);

    const back = { bookingConfirmations: true, chargingUpdates: false, promotionalMessages: false };
    expect((await putPrefs(s.token, back)).json()).toEqual(back);
    expect((await getPrefs(s.token)).json()).toEqual(back);
  });

  it('when one user saves, another user’s preferences stay as they were', async () => {
    const asha = await client.newUser();
    const ravi = await client.newUser();
    const raviChoice = { bookingConfirmations: true, chargingUpdates: false, promotionalMessages: true };
    await putPrefs(ravi.token, raviChoice);

    const ashaChoice = { bookingConfirmations: false, chargingUpdates: false, promotionalMessages: false };
    expect((await putPrefs(asha.token, ashaChoice)).statusCode).toBe(200);

    expect((await getPrefs(ravi.token)).json()).toEqual(raviChoice);
    expect(await stored(ravi.user.id)).toEqual(raviChoice);
    expect((await getPrefs(asha.token)).json()).toEqual(ashaChoice);
    // A third account registered afterwards still starts from the defaults.
    const later = await client.newUser();
    expect((await getPrefs(later.token)).json()).toEqual(DEFAULTS);
  });

  it('when the body names a user id, it still changes only the signed-in user', async () => {
    const owner = await client.newUser();
    const intruder = await client.newUser();
    const res = await putPrefs(intruder.token, { ...DEFAULTS, userId: owner.user.id });
    expect(res.statusCode).toBe(400);
    const ok = await putPrefs(intruder.token, {
      bookingConfirmations: false,
      chargingUpdates: false,
      promotionalMessages: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(await stored(owner.user.id)).toEqual(DEFAULTS);
  });

  it.each([
    [{ ...DEFAULTS, chargingUpdates: 'false' }, 'Charging Updates must be true or false'],
    [{ ...DEFAULTS, promotionalMessages: 1 }, 'Promotional Messages must be true or false'],
    [{ ...DEFAULTS, bookingConfirmations: null }, 'Booking Confirmations must be true or false'],
    [{ chargingUpdates: false, promotionalMessages: true }, 'Booking Confirmations is required'],
    [{ bookingConfirmations: false, chargingUpdates: false }, 'Promotional Messages is required'],
    [
      { ...DEFAULTS, smsAlerts: true },
      'Unknown notification setting "smsAlerts". Choose from bookingConfirmations, chargingUpdates, promotionalMessages.',
    ],
    [[false, false, true], 'Please send the fields as a JSON object'],
  ])('when the body is %j, responds 400 "%s" and changes nothing', async (body, message) => {
    const s = await client.newUser();
    const res = await putPrefs(s.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored(s.user.id)).toEqual(DEFAULTS);
  });

  it('when there is no token, responds 401 and changes nothing', async () => {
    const s = await client.newUser();
    const res = await putPrefs(undefined, {
      bookingConfirmations: false,
      chargingUpdates: false,
      promotionalMessages: true,
    });
    expect(res.statusCode).toBe(401);
    expect(await stored(s.user.id)).toEqual(DEFAULTS);
  });
});

describe('profile and notification preferences together (the dashboard’s Save Changes)', () => {
  it('PATCH /api/auth/me changes name and phone, keeps the preferences; PUT keeps the profile', async () => {
    const s = await client.newUser({ name: 'Asha Rao', phone: '9876543210' });
    const choice = { bookingConfirmations: true, chargingUpdates: false, promotionalMessages: true };
    await putPrefs(s.token, choice);

    const patched = await patchMe(s.token, { name: 'Asha R. Rao', phone: '+91 90000 11111' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().user).toMatchObject({
      name: 'Asha R. Rao',
      phone: '+91 90000 11111',
      email: s.user.email,
    });
    expect((await getPrefs(s.token)).json()).toEqual(choice);

    await putPrefs(s.token, DEFAULTS);
    const user = (await me(s.token)).json().user;
    expect(user).toEqual({ ...s.user, name: 'Asha R. Rao', phone: '+91 90000 11111' });
    // The preferences are not part of the public user record.
    expect(user).not.toHaveProperty('bookingConfirmations');
  });

  it('PATCH /api/auth/me with a too-short phone responds 400 with the registration message and keeps the old one', async () => {
    const s = await client.newUser({ phone: '9876543210' });
    const res = await patchMe(s.token, { phone: '98765' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Phone number must be at least 10 characters');
    expect((await me(s.token)).json().user.phone).toBe('9876543210');
  });
});
