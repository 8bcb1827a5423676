import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { changeLanguage, currentLanguage, LANGUAGE_STORAGE_KEY } from '@chargesetu/web/i18n';
import { SideMenu } from '../frame/side-menu';
import { UiProvider } from '../theme/ui-provider';
import { LanguageMenu } from './language-menu';
import { LanguageSync } from './language-sync';
import { bookingNotifications } from '../frame/notifications';

interface Call {
  url: string;
  method: string;
  body: unknown;
  auth: string | null;
}

// The network boundary: jsdom has no server behind its origin. GET /api/auth/me/language answers `saved`.
function serve(saved: 'en' | 'hi' = 'en') {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body, auth: new Headers(init.headers).get('Authorization') });
    const answer = url === '/api/auth/me/language' ? (method === 'PUT' ? body : { language: saved }) : [];
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

function renderWith(ui: React.ReactNode, { signedInAs }: { signedInAs?: string } = {}) {
  const store = makeStore({ verifySession: false });
  if (signedInAs) {
    store.dispatch(
      signedIn({
        token: 'tok-9',
        user: { id: 9, username: signedInAs, name: 'Asha Rao', email: 'a@x.in', role: 'user' },
      }),
    );
  }
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/home']}>{ui}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return store;
}

async function chooseHindi() {
  fireEvent.click(screen.getByRole('button', { name: /Language: English\. Choose another/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
}

describe('the language menu (issue #20)', () => {
  it('switches a visitor to Hindi on this device only: the menu, the page language and the storage', async () => {
    const calls = serve();
    renderWith(<LanguageMenu />);
    await chooseHindi();
    expect(await screen.findByRole('button', { name: /भाषा: हिन्दी। दूसरी भाषा चुनें/ })).toBeTruthy();
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    // Nobody is signed in: nothing is saved on the server.
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('redraws the frame in Hindi (the side menu items) and back in English', async () => {
    serve();
    renderWith(<SideMenu />);
    expect(screen.getByRole('link', { name: 'Book' })).toBeTruthy();
    await chooseHindi();
    expect(await screen.findByRole('link', { name: 'बुक करें' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /भाषा: हिन्दी। दूसरी भाषा चुनें/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Book' })).toBeTruthy();
    expect(currentLanguage()).toBe('en');
  });

  it('for a signed-in user also saves the choice on the account: PUT /api/auth/me/language', async () => {
    const calls = serve();
    renderWith(<LanguageMenu />, { signedInAs: 'asha' });
    await chooseHindi();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        { url: '/api/auth/me/language', method: 'PUT', body: { language: 'hi' }, auth: 'Bearer tok-9' },
      ]),
    );
    expect(currentLanguage()).toBe('hi');
  });
});

describe('LanguageSync (issue #20)', () => {
  it("shows a signed-in user's app in the language saved on their account", async () => {
    const calls = serve('hi');
    renderWith(<LanguageSync />, { signedInAs: 'asha' });
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    expect(calls.map((c) => `${c.method} ${c.url} ${c.auth}`)).toEqual([
      'GET /api/auth/me/language Bearer tok-9',
    ]);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });

  it('overrides the language chosen on this device before sign-in', async () => {
    await changeLanguage('hi');
    serve('en');
    renderWith(<LanguageSync />, { signedInAs: 'asha' });
    await waitFor(() => expect(currentLanguage()).toBe('en'));
  });

  it('asks nothing for a visitor and keeps their language', async () => {
    await changeLanguage('hi');
    const calls = serve('en');
    renderWith(<LanguageSync />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    expect(currentLanguage()).toBe('hi');
  });
});

describe('shared screens in Hindi (issue #20)', () => {
  it('the notification bell words a refund in Hindi with the amount and a Hindi date', async () => {
    await changeLanguage('hi');
    const [line] = bookingNotifications(
      [
        {
          id: 4,
          status: 'cancelled',
          startTime: '2026-11-24T04:30:00.000Z',
          endTime: '2026-11-24T05:00:00.000Z',
          actualCost: null,
          paymentId: 44,
          station: { id: 5, name: 'Koregaon Park Hub' },
          cancelledAt: '2026-11-21T09:00:00.000Z',
          affected: null,
        } as never,
      ],
      [{ bookingId: 4, status: 'refunded', amount: '1755.20', settlement: null, paymentDate: null } as never],
    );
    expect(line.title).toBe('बुकिंग रद्द हो गई');
    expect(line.text).toBe('₹1,755.20 आपके वॉलेट में रिफ़ंड हो गए।');
    // 21 Nov 2026, 2:30 PM IST, with the Hindi month name.
    expect(line.atText).toMatch(/^रद्द हुई 21 नव/);
    expect(line.about).toMatch(/^Koregaon Park Hub, 24 नव/);
  });
});
