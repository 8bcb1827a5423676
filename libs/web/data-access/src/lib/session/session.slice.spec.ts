import { makeStore } from '../store/store';
import { sessionApi } from './session.api';
import { selectIsAdmin, signedIn, tokenRenewed, verifySession } from './session.slice';
import { signOut } from './sign-out';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './session-storage';
import type { SessionUser } from './session-user';

const priya: SessionUser = {
  id: 7,
  username: 'priya',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  role: 'user',
};

function storeSession(token: string, user: object) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

// The network boundary is stubbed: jsdom has no server behind its origin.
function stubFetch(respond: () => Response | Promise<Response>) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    calls.push(new Request(new URL(input, 'http://localhost'), init));
    return respond();
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('without a stored token starts signed out and verifies without calling the server', async () => {
    const calls = stubFetch(() => json(200, priya));
    const store = makeStore({ verifySession: false });
    expect(store.getState().session).toEqual({ token: null, user: null, status: 'anonymous' });
    await store.dispatch(verifySession());
    expect(store.getState().session.status).toBe('anonymous');
    expect(calls).toHaveLength(0);
  });

  it('loads the stored user at once, then verifies the token with GET /api/auth/me', async () => {
    storeSession('tok-1', { ...priya, name: 'Old Name' });
    const calls = stubFetch(() => json(200, { user: priya }));
    const store = makeStore({ verifySession: false });
    expect(store.getState().session).toMatchObject({ status: 'loading', user: { name: 'Old Name' } });

    await store.dispatch(verifySession());

    expect(calls[0].url).toBe('http://localhost/api/auth/me');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok-1');
    expect(store.getState().session).toEqual({ token: 'tok-1', user: priya, status: 'authenticated' });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}').name).toBe('Priya Sharma');
  });

  it('when the server rejects the token, signs out and clears the stored token and user', async () => {
    storeSession('expired', { ...priya, role: 'admin' });
    stubFetch(() => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }));
    const store = makeStore({ verifySession: false });
    // The stored admin record may show the admin frame while the check runs...
    expect(selectIsAdmin(store.getState())).toBe(true);

    await store.dispatch(verifySession());

    // ...but the server is the authority.
    expect(store.getState().session).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(selectIsAdmin(store.getState())).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('when the server cannot be reached, keeps the stored session', async () => {
    storeSession('tok-2', priya);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const store = makeStore({ verifySession: false });
    await store.dispatch(verifySession());
    expect(store.getState().session).toEqual({ token: 'tok-2', user: priya, status: 'authenticated' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-2');
  });

  it('stores token and user on sign-in; sign-out clears them and empties the API cache', async () => {
    stubFetch(() => json(200, priya));
    const store = makeStore({ verifySession: false });
    store.dispatch(signedIn({ token: 'fresh', user: priya }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh');

    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    store.dispatch(signOut());

    expect(store.getState().session).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(store.getState().api.queries).toEqual({});
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('sign-out asks the server to revoke the token (POST /api/auth/logout with it) and signs out at once', async () => {
    let answer: (r: Response) => void = () => undefined;
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = makeStore({ verifySession: false });
    store.dispatch(signedIn({ token: 'to-revoke', user: priya }));
    store.dispatch(signOut());
    // Signed out before the server has answered.
    expect(store.getState().session.status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].method).toBe('POST');
    expect(new URL(calls[0].url).pathname).toBe('/api/auth/logout');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer to-revoke');
    answer(json(200, { message: 'You have been signed out' }));
  });

  it('sign-out still signs out when the server is unreachable or refuses', async () => {
    for (const respond of [() => Promise.reject(new TypeError('Failed to fetch')), () => json(503, {})]) {
      stubFetch(respond);
      const store = makeStore({ verifySession: false });
      store.dispatch(signedIn({ token: 'tok', user: priya }));
      store.dispatch(signOut());
      await new Promise((r) => setTimeout(r, 0));
      expect(store.getState().session).toEqual({ token: null, user: null, status: 'anonymous' });
      vi.unstubAllGlobals();
    }
  });

  it('a renewed token replaces the stored one and keeps the user and the cache', async () => {
    stubFetch(() => json(200, priya));
    const store = makeStore({ verifySession: false });
    store.dispatch(signedIn({ token: 'old', user: priya }));
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    store.dispatch(tokenRenewed('fresh'));
    expect(store.getState().session).toEqual({ token: 'fresh', user: priya, status: 'authenticated' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh');
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  });

  it('drops a stored user record that does not look like a user', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    localStorage.setItem(USER_STORAGE_KEY, '{"role":"admin"}');
    expect(makeStore({ verifySession: false }).getState().session.user).toBeNull();
  });
});
