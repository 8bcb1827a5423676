import type { BrowserContext } from 'playwright-core';
import { baseUrl, hasApi } from './browser';

export interface TestUser {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
}

/** A real account on the platform under test: its user, a valid token and its password. */
export interface TestAccount {
  user: TestUser;
  token: string;
  password: string;
}

/** The seeded administrator (spec: `admin`, password from ADMIN_PASSWORD; the README's default). */
export const ADMIN = {
  username: 'admin',
  password: process.env['E2E_ADMIN_PASSWORD'] || 'Admin@123',
} as const;

export const DEFAULT_PASSWORD = 'charge-123';

/** A username no earlier run used: journeys register real accounts on a shared platform. */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

function requireApi(): string {
  if (!hasApi()) {
    throw new Error(
      'These journeys need the real platform API: build it with `npx nx run-many -t build -p platform web` ' +
        '(the e2e target does), or point E2E_BASE_URL at a running platform.',
    );
  }
  return baseUrl();
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${requireApi()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Registers a new account through POST /api/auth/register (no stubs: the real service or a failure). */
export async function registerAccount(
  name = 'Ananya Iyer',
  password = DEFAULT_PASSWORD,
): Promise<TestAccount> {
  const username = uniqueUsername();
  const body = await post<{ token: string; user: TestUser }>('/api/auth/register', {
    name,
    email: `${username}@example.in`,
    phone: '9876543210',
    username,
    password,
  });
  return { ...body, password };
}

/** Signs in through the API; `admin` uses POST /api/auth/admin/login. */
export async function apiSignIn(username: string, password: string, admin = false): Promise<TestAccount> {
  const path = admin ? '/api/auth/admin/login' : '/api/auth/login';
  const body = await post<{ token: string; user: TestUser }>(path, { username, password });
  return { ...body, password };
}

/** Whether the API accepts these credentials now (a refused sign-in counts toward the rate limit). */
export async function canSignIn(username: string, password: string): Promise<boolean> {
  const response = await fetch(`${requireApi()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.ok;
}

/** Calls an authenticated GET and returns the JSON, to check what the journeys stored. */
export async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${requireApi()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The status an authenticated GET answers with (a stored token may have been revoked meanwhile). */
export async function apiStatus(path: string, token: string | null): Promise<number> {
  const response = await fetch(`${requireApi()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Puts an account's session into a browser context the way the app stores it (docs/product.md §7: `token`,
 * and the user record), before the first page loads.
 */
export async function seedSession(context: BrowserContext, account: TestAccount): Promise<void> {
  await context.addInitScript(
    ({ t, u }) => {
      // Only on the first load: a sign-out in the test must stay signed out after navigation.
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem('token', t);
        localStorage.setItem('user', JSON.stringify(u));
      }
    },
    { t: account.token, u: account.user },
  );
}

/**
 * Signs a browser context in as a brand-new user: a real registration through the API and the token
 * the app would store. Fails when the platform's accounts service is missing.
 */
export async function signIn(context: BrowserContext, name = 'Ananya Iyer'): Promise<TestUser> {
  const account = await registerAccount(name);
  await seedSession(context, account);
  return account.user;
}
