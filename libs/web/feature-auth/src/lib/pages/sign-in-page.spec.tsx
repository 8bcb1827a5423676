import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, TOKEN_STORAGE_KEY } from '@chargesetu/web/data-access';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import SignInPage from './sign-in-page';

const asha = {
  id: 9,
  username: 'asha',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  role: 'user',
  createdAt: '2026-11-01T10:00:00.000Z',
};

// The network boundary: jsdom has no server behind its origin.
function answerLogin(status: number, body: unknown) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return requests;
}

/** Where the router is now, path and query. */
function Here() {
  const { pathname, search, state } = useLocation();
  return (
    <p>
      At {pathname}
      {search} {JSON.stringify(state)}
    </p>
  );
}

function renderSignIn(from?: unknown) {
  const store = makeStore({ verifySession: false });
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[{ pathname: '/auth', state: from === undefined ? null : { from } }]}>
          <Routes>
            <Route path="/auth" element={<SignInPage />} />
            <Route path="/user-dashboard" element={<p>User dashboard</p>} />
            <Route path="/home" element={<Here />} />
            <Route path="/register" element={<Here />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return store;
}

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-in page (docs/product.md §2.10, §5, §8)', () => {
  it('a short username is refused before any request, with the spec message', async () => {
    const requests = answerLogin(200, {});
    renderSignIn();
    fillAndSubmit('abc', 'secret1');
    expect(await screen.findByText('Username must be at least 4 characters')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('a wrong password shows "Login Failed" with the server message and stays signed out', async () => {
    answerLogin(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' });
    const store = renderSignIn();
    fillAndSubmit('asha', 'wrong-pass');
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('without a server message, falls back to the spec text', async () => {
    answerLogin(500, {});
    renderSignIn();
    fillAndSubmit('asha', 'secret1');
    expect(await screen.findByText('Invalid username or password. Please try again.')).toBeTruthy();
  });

  it('signs in: stores the token, says "Login Successful" and goes to /user-dashboard', async () => {
    const requests = answerLogin(200, { token: 'tok-9', user: asha });
    renderSignIn();
    fillAndSubmit(' asha ', 'secret1');
    expect(await screen.findByText('User dashboard')).toBeTruthy();
    expect(screen.getByText('Login Successful')).toBeTruthy();
    expect(requests[0]).toEqual({ url: '/api/auth/login', body: { username: 'asha', password: 'secret1' } });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-9');
  });

  it('goes back to where the visitor was, query included (the finder with its filters)', async () => {
    answerLogin(200, { token: 'tok-9', user: asha });
    renderSignIn('/home?state=Karnataka&connector=CCS2');
    fillAndSubmit('asha', 'secret1');
    expect(await screen.findByText(/At \/home\?state=Karnataka&connector=CCS2/)).toBeTruthy();
    expect(screen.getByText('Login Successful')).toBeTruthy();
  });

  it('never leaves the app: another site as `from` goes to /user-dashboard instead', async () => {
    answerLogin(200, { token: 'tok-9', user: asha });
    renderSignIn('//evil.example/home');
    fillAndSubmit('asha', 'secret1');
    expect(await screen.findByText('User dashboard')).toBeTruthy();
  });

  it('Sign up carries the way back along to registration', () => {
    renderSignIn('/home?state=Karnataka');
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByText(/At \/register/).textContent).toContain('{"from":"/home?state=Karnataka"}');
  });
});
