import type { AuthResponse } from '@chargesetu/shared/contracts';
import { makeStore } from '../store/store';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './session-storage';
import { sessionApi } from './session.api';
import { signedIn } from './session.slice';
import { startSession } from './start-session';

afterEach(() => vi.unstubAllGlobals());

const user = (role: 'user' | 'admin', username: string): AuthResponse['user'] => ({
  id: role === 'admin' ? 1 : 9,
  username,
  name: role === 'admin' ? 'Platform Admin' : 'Asha Rao',
  email: `${username}@example.in`,
  phone: null,
  role,
  createdAt: '2026-11-01T10:00:00.000Z',
});

describe('startSession (docs/product.md §4: login, admin login and registration store token and user)', () => {
  it('stores the token and user, and drops what the previous user had cached', async () => {
    // The previous user's session, with a cached answer (jsdom has no server: fetch is stubbed).
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ user: user('user', 'ravi') }), { status: 200 }),
    );
    const store = makeStore({ verifySession: false });
    store.dispatch(signedIn({ token: 'tok-ravi', user: { ...user('user', 'ravi'), id: 5 } }));
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    store.dispatch(startSession({ token: 'tok-9', user: user('user', 'asha') }));

    expect(store.getState().session).toMatchObject({
      token: 'tok-9',
      status: 'authenticated',
      user: { id: 9 },
    });
    expect(store.getState().api.queries).toEqual({});
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-9');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}').isAdmin).toBeUndefined();
  });

  it('marks the stored record of an administrator with isAdmin (docs/product.md §3)', () => {
    const store = makeStore({ verifySession: false });
    store.dispatch(startSession({ token: 'tok-1', user: user('admin', 'admin') }));
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
      username: 'admin',
      role: 'admin',
      isAdmin: true,
    });
  });

  it('refuses an answer without a token', () => {
    const store = makeStore({ verifySession: false });
    expect(() => store.dispatch(startSession({ token: '', user: user('user', 'asha') }))).toThrow();
    expect(store.getState().session.status).toBe('anonymous');
  });
});
