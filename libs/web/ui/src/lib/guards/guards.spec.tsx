import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@chargesetu/web/data-access';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

const asha = { id: 3, username: 'asha', name: 'Asha Rao', email: 'asha@example.in', role: 'user' };
const admin = {
  id: 1,
  username: 'admin',
  name: 'Administrator',
  email: 'admin@chargesetu.in',
  role: 'admin',
};

function storeSession(user: object) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

// GET /api/auth/me answers through this; the promise lets a test hold the answer back.
function stubMe(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', () => answer());
}
const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function WhereAmI({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}
    </p>
  );
}

function renderAt(path: string) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="/bookings" element={<p>My bookings content</p>} />
          </Route>
          <Route
            path="/admin-dashboard"
            element={
              <RequireAdmin>
                <p>Admin content</p>
              </RequireAdmin>
            }
          />
          <Route path="/auth" element={<WhereAmI name="Sign-in screen" />} />
          <Route path="/admin-login" element={<p>Admin sign-in screen</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth (docs/product.md §2.1)', () => {
  it('signed out: shows "Loading...", re-checks the session once, then goes to /auth remembering the page', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal('fetch', (...args: unknown[]) => (calls.push(args), reply(200, asha)));
    renderAt('/bookings?tab=upcoming');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Sign-in screen from /bookings?tab=upcoming')).toBeTruthy();
    // No token, nothing to verify: the server is never asked.
    expect(calls).toHaveLength(0);
  });

  it('with a stored token shows "Loading..." until the server confirms the user, then the page', async () => {
    storeSession(asha);
    let answer!: (r: Response) => void;
    stubMe(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/bookings');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('My bookings content')).toBeNull();
    answer(new Response(JSON.stringify(asha), { status: 200 }));
    expect(await screen.findByText('My bookings content')).toBeTruthy();
  });

  it('when the server rejects the stored token, goes to /auth', async () => {
    storeSession(asha);
    stubMe(() => reply(401, { message: 'Invalid token' }));
    renderAt('/bookings');
    expect(await screen.findByText('Sign-in screen from /bookings')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('RequireAdmin (docs/product.md §2.1)', () => {
  it('shows "Loading admin dashboard..." while a non-admin session is checked, then sends to /admin-login', async () => {
    storeSession(asha);
    stubMe(() => reply(200, asha));
    renderAt('/admin-dashboard');
    expect(screen.getByText('Loading admin dashboard...')).toBeTruthy();
    expect(await screen.findByText('Admin sign-in screen')).toBeTruthy();
  });

  it('renders from a stored admin record during the check, and leaves when the server refuses it', async () => {
    storeSession(admin);
    let answer!: (r: Response) => void;
    stubMe(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/admin-dashboard');
    expect(screen.getByText('Admin content')).toBeTruthy();
    answer(new Response(JSON.stringify({ message: 'Token expired' }), { status: 401 }));
    expect(await screen.findByText('Admin sign-in screen')).toBeTruthy();
  });

  it('keeps a confirmed administrator on the page', async () => {
    storeSession(admin);
    stubMe(() => reply(200, { user: admin }));
    const store = renderAt('/admin-dashboard');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(screen.getByText('Admin content')).toBeTruthy();
  });

  it('signed out: goes straight to /admin-login', () => {
    renderAt('/admin-dashboard');
    expect(screen.getByText('Admin sign-in screen')).toBeTruthy();
  });
});
