import type { BrowserContext } from 'playwright-core';
import { baseUrl, hasApi } from './browser';

export interface TestUser {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
}

/**
 * Signs a browser context in as a new user: a real registration (POST /api/auth/register) and the
 * token the app would store. Where registration does not exist (the static build, or a platform
 * without the accounts service), GET /api/auth/me is answered in the browser with that user instead.
 */
export async function signIn(context: BrowserContext, name = 'Ananya Iyer'): Promise<TestUser> {
  const suffix = Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36);
  const username = `ananya${suffix}`;
  let token = 'e2e-token';
  let user: TestUser = { id: 42, username, name, email: `${username}@example.in`, role: 'user' };

  const response = hasApi()
    ? await fetch(`${baseUrl()}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          email: user.email,
          phone: '9876543210',
          username,
          password: 'charge-123',
        }),
      })
    : undefined;
  if (response && response.status !== 404) {
    if (!response.ok) throw new Error(`POST /api/auth/register: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { token: string; user: TestUser };
    token = body.token;
    user = body.user;
  } else {
    // No accounts service yet (404) or no API at all.
    await context.route('**/api/auth/me', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(user) }),
    );
  }

  await context.addInitScript(
    ({ t, u }) => {
      // Only on the first load: a sign-out in the test must stay signed out after navigation.
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem('token', t);
        localStorage.setItem('user', JSON.stringify(u));
      }
    },
    { t: token, u: user },
  );
  return user;
}
