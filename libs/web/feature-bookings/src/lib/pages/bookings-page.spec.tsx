import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import BookingsPage from './bookings-page';

const inAnHour = new Date(Date.now() + 3_600_000);
const confirmed: Booking = {
  id: 42,
  userId: 9,
  stationId: 5,
  vehicleId: 7,
  chargerType: 'CCS2',
  power: 60,
  startTime: inAnHour.toISOString(),
  endTime: new Date(inAnHour.getTime() + 1_800_000).toISOString(),
  status: 'confirmed',
  pricePerKwh: '21.00',
  estimatedCost: '630.00',
  actualCost: null,
  paymentId: 3,
  createdAt: new Date().toISOString(),
  station: {
    id: 5,
    name: 'Koregaon Park Hub',
    address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  },
  holdExpiresAt: null,
};
const payment: Payment = {
  id: 3,
  bookingId: 42,
  userId: 9,
  amount: '755.20',
  currency: 'INR',
  status: 'completed',
  paymentMethod: 'upi',
  transactionId: 'TXN1',
  receiptUrl: null,
  paymentDate: new Date().toISOString(),
  createdAt: new Date().toISOString(),
};

/** An in-memory bookings service behind the stubbed fetch (jsdom has no server). */
function fakeApi(first: Booking = confirmed) {
  let bookings = [first];
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
    if (url === '/api/bookings') return json(bookings);
    if (url === '/api/payments') return json([payment]);
    if (url === '/api/bookings/42/move' && method === 'POST') {
      calls.push(`body ${String(init.body)}`);
      bookings = bookings.map((b) => (b.id === 42 ? { ...b, affected: null } : b));
      return json(bookings[0]);
    }
    if (url === '/api/bookings/42/cancel' && method === 'POST') {
      bookings = bookings.map((b) => (b.id === 42 ? { ...b, status: 'cancelled' as const } : b));
      return json(bookings[0]);
    }
    return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
  return calls;
}

function renderPage() {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({ token: 't', user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' } }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter>
          <BookingsPage />
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('My Bookings (docs/product.md §2.8)', () => {
  it('shows an upcoming paid booking, cancels it after the confirmation and says the wallet got the refund', async () => {
    const calls = fakeApi();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Koregaon Park Hub' });
    expect(within(card).getByTestId('booking-badge').textContent).toBe('Upcoming');
    expect(within(card).getByText('CS-000042')).toBeTruthy();
    expect(within(card).getByText('₹630.00')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/₹755\.20 will be refunded to your ChargeSetu wallet\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Booking cancelled')).toBeTruthy();
    expect(screen.getByText(/₹755\.20 has been refunded to your wallet\.$/)).toBeTruthy();
    expect(calls).toContain('POST /api/bookings/42/cancel');
    // The list is refreshed: Upcoming is empty, the booking is on the Cancelled tab.
    expect(await screen.findByText('No upcoming bookings')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Find Charging Stations' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    const cancelled = await screen.findByRole('article', { name: 'Koregaon Park Hub' });
    expect(within(cancelled).getByTestId('booking-badge').textContent).toBe('Cancelled');
    expect(within(cancelled).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('in Hindi: the heading, tabs, badge, labels, buttons and the date and cost in Hindi formatting', async () => {
    await changeLanguage('hi');
    // 10:00 IST on Monday 25 November 2030.
    const start = new Date('2030-11-25T04:30:00.000Z');
    fakeApi({
      ...confirmed,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 1_800_000).toISOString(),
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'मेरी बुकिंग', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'आने वाली' }).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('article', { name: 'Koregaon Park Hub' });
    expect(within(card).getByTestId('booking-badge').textContent).toBe('आने वाली');
    expect(within(card).getByText('25 नवंबर 2030')).toBeTruthy();
    expect(within(card).getByText('अनुमानित खर्च')).toBeTruthy();
    expect(within(card).getByText('₹630.00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'स्टेशन देखें' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'रद्द' }));
    expect(await screen.findByText('कोई रद्द बुकिंग नहीं है')).toBeTruthy();
  });

  it('each tab has its spec empty text', async () => {
    fakeApi();
    renderPage();
    await screen.findByRole('article', { name: 'Koregaon Park Hub' });
    for (const [tab, text] of [
      ['Active', 'No active charging sessions'],
      ['Completed', 'No completed bookings'],
      ['Cancelled', 'No cancelled bookings'],
      ['Payment', 'No pending payments'],
    ]) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(screen.getByText(text)).toBeTruthy());
    }
  });

  it('a card offers Details, Receipt and, an hour ahead, a disabled Start Charging saying when charging opens', async () => {
    fakeApi();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Koregaon Park Hub' });
    expect(within(card).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/booking-success/42',
    );
    expect(within(card).getByRole('button', { name: 'Receipt' })).toBeTruthy();
    const start = within(card).getByRole('button', { name: 'Start Charging' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    // 45 minutes from now (15 before the slot), in IST.
    expect(within(card).getByTestId('charging-opens').textContent).toMatch(
      /^Charging opens (at|on \d+ \w+ \d{4} at) \d{1,2}:\d{2} [AP]M$/,
    );
    expect(within(card).queryByRole('link', { name: 'Start Charging' })).toBeNull();
  });

  it('a booking whose charger is out of service says so, moves to the connector offered and is refreshed', async () => {
    const message =
      'Connector 1 (CCS2 60 kW) is out of service (Faulted). Move to another free connector for the same slot, or cancel for a full refund.';
    const calls = fakeApi({
      ...confirmed,
      affected: {
        reason: 'faulted',
        since: new Date().toISOString(),
        message,
        alternatives: [{ chargerIndex: 2, label: 'Connector 3 (CCS2 60 kW)' }],
      },
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Koregaon Park Hub' });
    const notice = within(card).getByTestId('affected-booking');
    expect(within(notice).getByText('Charger out of service')).toBeTruthy();
    expect(within(notice).getByText(message)).toBeTruthy();
    // The plain Cancel gives way to the notice's full refund.
    expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(notice).getByRole('button', { name: 'Cancel for a full refund' })).toBeTruthy();

    fireEvent.click(within(notice).getByRole('button', { name: /^Move to Connector 3/ }));
    expect(await screen.findByText('Booking moved')).toBeTruthy();
    expect(screen.getByText('Your booking now uses Connector 3 (CCS2 60 kW), same slot.')).toBeTruthy();
    expect(calls).toContain('POST /api/bookings/42/move');
    expect(calls).toContain('body {"chargerIndex":2}');
    await waitFor(() => expect(within(card).queryByTestId('affected-booking')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it("an affected booking's cancel dialog promises the whole payment back", async () => {
    fakeApi({
      ...confirmed,
      affected: {
        reason: 'offline',
        since: new Date().toISOString(),
        message: 'Out of service.',
        alternatives: [],
      },
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Koregaon Park Hub' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel for a full refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      within(dialog).getByText(/Its charger is out of service, so you get your money back in full\./),
    ).toBeTruthy();
    expect(within(dialog).getByText(/₹755\.20 will be refunded to your ChargeSetu wallet\./)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel for a full refund' })).toBeTruthy();
  });
});

describe('My Bookings offline (docs/product.md §2.19)', () => {
  afterEach(() => {
    delete (window.navigator as { onLine?: boolean }).onLine;
  });

  it('shows the saved bookings with their codes; Cancel is off and says it needs a connection until the network is back', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    // The service worker answers the bookings from its saved copy; it never saves the payments list.
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/bookings') return new Response(JSON.stringify([confirmed]), { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Koregaon Park Hub' });
    expect(within(card).getByTestId('booking-reference').textContent).toBe('CS-000042');
    const cancel = within(card).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    const noteId = cancel.getAttribute('aria-describedby')?.split(' ')[1] ?? '';
    expect(document.getElementById(noteId)?.textContent).toBe('You’re offline — this needs a connection');

    act(() => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    });
    expect(cancel.disabled).toBe(false);
    expect(within(card).queryByText('You’re offline — this needs a connection')).toBeNull();
  });
});
