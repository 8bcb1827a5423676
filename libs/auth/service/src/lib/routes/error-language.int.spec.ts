import { aRegistration, testClient, useAuthTestApp } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);

/** A request as the web sends it, in the app's language when one is given. */
const send = (method: 'GET' | 'POST', url: string, payload?: object, language?: string) =>
  suite.t.app.inject({
    method,
    url,
    payload,
    remoteAddress: '10.0.0.7',
    headers: language ? { 'accept-language': language } : {},
  });

describe('error messages in the language the request asks for', () => {
  it('refuses a taken email in English without Accept-Language and in Hindi with Accept-Language: hi', async () => {
    const first = await client.newUser();
    const again = aRegistration({ email: first.user.email });
    const english = await send('POST', '/api/auth/register', again);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with that email already exists',
    });
    const hindi = await send('POST', '/api/auth/register', again, 'hi');
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'इस ईमेल से पहले से एक अकाउंट बना हुआ है',
    });
  });

  it('answers a wrong password in Hindi for hi-IN and in English when Hindi is not the first choice', async () => {
    const s = await client.newUser();
    const body = { username: s.user.username, password: 'wrong-pass' };
    const hindi = await send('POST', '/api/auth/login', body, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json().message).toBe('यूज़रनेम या पासवर्ड गलत है');
    const english = await send('POST', '/api/auth/login', body, 'en-IN,hi;q=0.9');
    expect(english.statusCode).toBe(401);
    expect(english.json().message).toBe('Invalid username or password');
  });

  it('words an unknown route and a missing session in Hindi too', async () => {
    const route = await send('GET', '/api/auth/nowhere', undefined, 'hi');
    expect(route.statusCode).toBe(404);
    expect(route.json().message).toBe('रास्ता GET /api/auth/nowhere नहीं मिला');
    const me = await send('GET', '/api/auth/me', undefined, 'hi');
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toMatch(/[\u0900-\u097F]/);
  });
});
