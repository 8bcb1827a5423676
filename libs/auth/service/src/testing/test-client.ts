import type { PublicUser, RegisterBody } from '@chargesetu/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { aRegistration } from './builders';
import type { AuthTestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  token?: string;
  payload?: object;
  /** The client address the service sees (the rate limit counts per IP). */
  ip?: string;
}

export interface TestSession {
  token: string;
  user: PublicUser;
  password: string;
}

/** Requests against the test app as a browser would send them. */
export function testClient(app: () => AuthTestApp) {
  const call = (method: Method, url: string, o: CallOptions = {}): Promise<LightMyRequestResponse> =>
    app().app.inject({
      method,
      url,
      payload: o.payload,
      remoteAddress: o.ip ?? '10.0.0.1',
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    });
  return {
    call,
    /** Registers a new user (unique unless overridden) and expects success. */
    async newUser(overrides: Partial<RegisterBody> = {}): Promise<TestSession> {
      const body = aRegistration(overrides);
      const res = await call('POST', '/api/auth/register', { payload: body });
      if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
      return { ...res.json(), password: body.password };
    },
    login: (username: string, password: string, ip?: string) =>
      call('POST', '/api/auth/login', { payload: { username, password }, ip }),
    /** A token of the seeded administrator (the suite must have run the seed). */
    async adminToken(password = 'Admin@123'): Promise<string> {
      const res = await call('POST', '/api/auth/admin/login', { payload: { username: 'admin', password } });
      if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
      return res.json().token;
    },
  };
}
export type TestClient = ReturnType<typeof testClient>;
