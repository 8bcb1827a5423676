import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, signedIn, type SessionUser } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import ProfilePage from './profile-page';

const asha: SessionUser = {
  id: 9,
  username: 'asha_rao',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  role: 'user',
};
const TAG = 'CS7K2M9QXR4T8VWZ3N';

/**
 * GET /api/id-tag answered by `answers` in turn (the last one again once they run out); GET /api/rfid-cards
 * (the card below it) answers no cards.
 */
function fakeIdTagApi(...answers: Array<() => Response | Promise<Response>>) {
  const calls: string[] = [];
  let served = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0];
    calls.push(`${init.method ?? 'GET'} ${path}`);
    if (path === '/api/id-tag') return answers[Math.min(served++, answers.length - 1)]();
    if (path === '/api/rfid-cards') return json({ cards: [], maxCards: 5, minWalletBalance: '100.00' })();
    return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no stub' }), {
      status: 404,
    });
  });
  return calls;
}
const json =
  (data: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(data), { status });

function renderProfile() {
  const store = makeStore({ verifySession: false });
  store.dispatch(signedIn({ token: 't', user: asha }));
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/profile" element={<ProfilePage />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

const chargingIdSection = () => screen.getByRole('region', { name: 'Your charging ID (idTag)' });

afterEach(() => vi.unstubAllGlobals());

describe('profile page: the charging ID (docs/product.md §2.9)', () => {
  it('shows the driver’s idTag with what it is for, after a loading placeholder', async () => {
    let release: () => void = () => undefined;
    const calls = fakeIdTagApi(
      () => new Promise<Response>((resolve) => (release = () => resolve(json({ idTag: TAG })()))),
    );
    renderProfile();

    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(
      within(chargingIdSection()).getByRole('status', { name: 'Loading your charging ID' }),
    ).toBeTruthy();
    release();

    expect((await screen.findByTestId('charging-id')).textContent).toBe(TAG);
    const section = chargingIdSection();
    expect(within(section).queryByRole('status')).toBeNull();
    expect(
      within(section).getByText(
        'Chargers that ask for an RFID card accept this ID when you have a booking on them.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual(['GET /api/id-tag', 'GET /api/rfid-cards']);
  });

  it('says when it could not be loaded, and reads it again on "Try again"', async () => {
    const calls = fakeIdTagApi(
      json(
        { statusCode: 503, error: 'Service Unavailable', message: 'The ocpp service cannot be read' },
        503,
      ),
      json({ idTag: TAG }),
    );
    renderProfile();

    const alert = await within(chargingIdSection()).findByRole('alert');
    expect(alert.textContent).toContain('Your charging ID could not be loaded.');
    expect(screen.queryByTestId('charging-id')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('charging-id')).textContent).toBe(TAG);
    expect(within(chargingIdSection()).queryByRole('alert')).toBeNull();
    expect(calls).toEqual(['GET /api/id-tag', 'GET /api/rfid-cards', 'GET /api/id-tag']);
  });

  it('is on the My Profile tab only, with the RFID cards below it', async () => {
    fakeIdTagApi(json({ idTag: TAG }));
    renderProfile();
    await screen.findByTestId('charging-id');
    const rfidCards = await screen.findByRole('region', { name: 'RFID cards' });
    expect(
      chargingIdSection().compareDocumentPosition(rfidCards) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await within(rfidCards).findByText(/needs at least ₹100\.00\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Payment Methods' }));
    expect(screen.queryByTestId('charging-id')).toBeNull();
    expect(screen.queryByRole('region', { name: 'RFID cards' })).toBeNull();
  });
});
