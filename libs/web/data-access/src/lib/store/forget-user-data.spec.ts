import { startSession } from '../session/start-session';
import { signedIn, tokenRenewed, userUpdated, verifySession } from '../session/session.slice';
import { signOut } from '../session/sign-out';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../session/session-storage';
import type { SessionUser } from '../session/session-user';
import { makeStore } from './store';

const priya: SessionUser = {
  id: 7,
  username: 'priya',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  role: 'user',
};
const ravi: SessionUser = { ...priya, id: 8, username: 'ravi', name: 'Ravi Kumar' };

// The network boundary is stubbed: jsdom has no server behind its origin.
function answerAll(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('forgetUserData (docs/product.md §2.19: the saved bookings go when the user changes)', () => {
  it('runs at start when nobody is signed in, and on every sign-in and sign-out', () => {
    answerAll(200, {});
    const forget = vi.fn();
    const store = makeStore({ verifySession: false, forgetUserData: forget });
    expect(forget).toHaveBeenCalledTimes(1);

    store.dispatch(
      startSession({
        token: 'tok-p',
        user: { ...priya, phone: null, createdAt: '2026-01-01T00:00:00.000Z' },
      }),
    );
    expect(forget).toHaveBeenCalledTimes(2);
    store.dispatch(signOut());
    expect(forget).toHaveBeenCalledTimes(3);
    // Another person on the same phone.
    store.dispatch(signedIn({ token: 'tok-r', user: ravi }));
    expect(forget).toHaveBeenCalledTimes(4);
    store.dispatch(signedIn({ token: 'tok-p2', user: priya }));
    expect(forget).toHaveBeenCalledTimes(5);
  });

  it('keeps them while the same person stays signed in (profile edit, renewed token, verified at start)', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-p');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(priya));
    answerAll(200, { user: { ...priya, name: 'Priya S.' } });
    const forget = vi.fn();
    const store = makeStore({ verifySession: false, forgetUserData: forget });
    await store.dispatch(verifySession());
    expect(store.getState().session.user?.name).toBe('Priya S.');
    store.dispatch(userUpdated({ ...priya, phone: '9000000000' }));
    store.dispatch(tokenRenewed('tok-p-new'));
    expect(store.getState().session).toMatchObject({ token: 'tok-p-new', user: { phone: '9000000000' } });
    expect(forget).not.toHaveBeenCalled();
  });

  it('runs when the server rejects the stored token (the session expired)', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-old');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(priya));
    answerAll(401, { message: 'Invalid token' });
    const forget = vi.fn();
    const store = makeStore({ verifySession: false, forgetUserData: forget });
    await store.dispatch(verifySession());
    expect(store.getState().session.user).toBeNull();
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
