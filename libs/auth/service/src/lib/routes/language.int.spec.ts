import { aRegistration, testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
const getLanguage = (token?: string) => client.call('GET', '/api/auth/me/language', { token });
const putLanguage = (token: string | undefined, payload: object) =>
  client.call('PUT', '/api/auth/me/language', { token, payload });
const stored = async (userId: number) =>
  (await suite.t.ctx.dataSource.query(`SELECT language FROM "auth"."users" WHERE id = $1`, [userId]))[0]
    .language;

describe('GET and PUT /api/auth/me/language', () => {
  it('starts in English, keeps Hindi once chosen (GET reads it back), and goes back to English', async () => {
    const s = await client.newUser();
    expect((await getLanguage(s.token)).json()).toEqual({ language: 'en' });
    const saved = await putLanguage(s.token, { language: 'hi' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'hi' });
    expect(await stored(s.user.id)).toBe('hi');
    expect((await getLanguage(s.token)).json()).toEqual({ language: 'hi' });
    expect((await putLanguage(s.token, { language: 'en' })).json()).toEqual({ language: 'en' });
    expect(await stored(s.user.id)).toBe('en');
  });

  it('changes only the caller’s language', async () => {
    const asha = await client.newUser();
    const ravi = await client.newUser();
    await putLanguage(asha.token, { language: 'hi' });
    expect((await getLanguage(ravi.token)).json()).toEqual({ language: 'en' });
  });

  it('refuses a language it does not speak, or anything else in the body, with 400 and keeps the stored one', async () => {
    const s = await client.newUser();
    for (const payload of [
      { language: 'fr' },
      { language: 'HI' },
      {},
      { language: 'hi', extra: 1 },
      { language: 1 },
    ]) {
      const res = await putLanguage(s.token, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(typeof res.json().message).toBe('string');
    }
    expect(await stored(s.user.id)).toBe('en');
  });

  it('creates an account in the language it registered in, English when none is given', async () => {
    const hindi = await client.newUser({ language: 'hi' });
    expect(await stored(hindi.user.id)).toBe('hi');
    expect((await getLanguage(hindi.token)).json()).toEqual({ language: 'hi' });
    const english = await client.newUser();
    expect(await stored(english.user.id)).toBe('en');
    const refused = await client.call('POST', '/api/auth/register', {
      payload: aRegistration({ language: 'fr' as 'hi' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/language/);
  });

  it('answers 401 without a token, and for an account deleted after sign-in', async () => {
    expect((await getLanguage(undefined)).statusCode).toBe(401);
    expect((await putLanguage(undefined, { language: 'hi' })).statusCode).toBe(401);
    const s = await client.newUser();
    await suite.t.ctx.dataSource.query(`DELETE FROM "auth"."users" WHERE id = $1`, [s.user.id]);
    expect((await putLanguage(s.token, { language: 'hi' })).statusCode).toBe(401);
  });
});
