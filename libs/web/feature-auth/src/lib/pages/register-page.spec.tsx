import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import RegisterPage from './register-page';

const meera = {
  id: 12,
  username: 'meera',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '9876543210',
  role: 'user',
  createdAt: '2026-11-24T10:00:00.000Z',
};

interface Call {
  url: string;
  method: string;
  body: unknown;
  auth: string | null;
}

// The network boundary: registration answers the new account; the language endpoint echoes what it got.
function serve() {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body, auth: new Headers(init.headers).get('Authorization') });
    const answer =
      url === '/api/auth/register' ? { token: 'tok-12', user: meera } : (body ?? { language: 'en' });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

function renderRegister() {
  const store = makeStore({ verifySession: false });
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/register']}>
          <Routes>
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/user-dashboard" element={<p>User dashboard</p>} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return store;
}

function fill(labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('registration (docs/product.md §2.10) in the visitor’s language (issue #20)', () => {
  it('in Hindi: the form and its rule messages are in Hindi', async () => {
    serve();
    await changeLanguage('hi');
    renderRegister();
    expect(screen.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeTruthy();
    expect(screen.getByLabelText('पूरा नाम')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeTruthy();
    fill({ 'पूरा नाम': 'M', यूज़रनेम: 'me' });
    fireEvent.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    expect(await screen.findByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeTruthy();
    expect(screen.getByText('यूज़रनेम कम से कम 4 अक्षरों का होना चाहिए')).toBeTruthy();
    expect(screen.getByText('पासवर्ड दोबारा डालना ज़रूरी है')).toBeTruthy();
  });

  it('creates the account in the language the visitor registered in (Hindi), and welcomes them in it', async () => {
    const calls = serve();
    await changeLanguage('hi');
    renderRegister();
    fill({
      'पूरा नाम': 'Meera Iyer',
      ईमेल: 'meera@example.in',
      फ़ोन: '9876543210',
      यूज़रनेम: 'meera',
      पासवर्ड: 'secret12',
      'पासवर्ड दोबारा डालें': 'secret12',
    });
    fireEvent.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    expect(await screen.findByText('User dashboard')).toBeTruthy();
    expect(screen.getByText('ChargeSetu में आपका स्वागत है, Meera Iyer!')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/register',
      method: 'POST',
      body: { username: 'meera', language: 'hi' },
    });
    // Created in Hindi: nothing is sent afterwards that could show the account in English first.
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('in English: the English form, and the account created in English', async () => {
    const calls = serve();
    renderRegister();
    fill({
      'Full Name': 'Meera Iyer',
      Email: 'meera@example.in',
      Phone: '9876543210',
      Username: 'meera',
      Password: 'secret12',
      'Confirm Password': 'secret12',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Successful')).toBeTruthy();
    expect(screen.getByText('Welcome to ChargeSetu, Meera Iyer!')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/register',
      body: { username: 'meera', language: 'en' },
    });
  });
});
