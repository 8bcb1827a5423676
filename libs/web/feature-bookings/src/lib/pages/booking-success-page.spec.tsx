import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import BookingSuccessPage from './booking-success-page';

const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const aBooking = (over: Partial<Booking> = {}): Booking => ({
  id: 42,
  userId: 9,
  stationId: 5,
  vehicleId: 7,
  chargerType: 'CCS2',
  power: 60,
  startTime: minutesFromNow(10),
  endTime: minutesFromNow(40),
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
  ...over,
});
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

const notFound = (message: string) =>
  new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message }), { status: 404 });

function serve(booking: Booking | null, paid: Payment | null) {
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
    if (url === '/api/bookings/42') return booking ? json(booking) : notFound('Booking 42 was not found');
    if (url === '/api/payments/booking/42')
      return paid ? json(paid) : notFound('No payment was found for booking 42');
    if (url === '/api/vehicles') return json([]);
    return notFound(`No stub for ${url}`);
  });
}

function renderPage() {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({ token: 't', user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' } }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/booking-success/42']}>
          <Routes>
            <Route path="/booking-success/:bookingId" element={<BookingSuccessPage />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("a booking's detail page (docs/product.md §2.6)", () => {
  it('a paid booking inside its start window: confirmed, with its payment and a working Start Charging', async () => {
    serve(aBooking(), payment);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeTruthy();
    expect(screen.getByTestId('confirmation-amount').textContent).toBe('₹755.20');
    expect(screen.getByRole('link', { name: 'Start Charging' }).getAttribute('href')).toBe('/charging/42');
    expect(screen.getByRole('button', { name: 'Download Receipt' })).toBeTruthy();
  });

  it('an unpaid booking is shown, not "not found": Payment Required with Pay Now, no payment details', async () => {
    serve(aBooking({ status: 'pending', paymentId: null, holdExpiresAt: minutesFromNow(12) }), null);
    renderPage();
    const banner = await screen.findByTestId('confirmation-banner');
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe('Payment Required');
    expect(within(banner).getByTestId('booking-status').textContent).toBe('Awaiting payment');
    expect(within(banner).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment/42');
    expect(screen.queryByText('Payment Details')).toBeNull();
    expect(screen.queryByText(/Your payment went through/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Charging' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start Charging' })).toBeNull();
  });

  it('a booking of someone else or none at all: "Booking Not Found"', async () => {
    serve(null, null);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeTruthy();
    expect(screen.getByText('We could not find a booking with this id on your account.')).toBeTruthy();
  });
});

describe("a booking's detail page offline (docs/product.md §2.19)", () => {
  beforeEach(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  });
  afterEach(() => {
    delete (window.navigator as { onLine?: boolean }).onLine;
  });

  /** The service worker answers the booking from its saved copy; it has none of the rest (a network error). */
  function serveSavedBooking(booking: Booking | null) {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/bookings/42' && booking)
        return new Response(JSON.stringify(booking), { status: 200 });
      throw new TypeError('Failed to fetch');
    });
  }

  it('shows the saved booking with its confirmation code even without its payment; Pay Now needs a connection', async () => {
    serveSavedBooking(aBooking({ status: 'pending', paymentId: null, holdExpiresAt: minutesFromNow(12) }));
    renderPage();
    const banner = await screen.findByTestId('confirmation-banner');
    expect(screen.getByTestId('confirmation-reference').textContent).toBe('CS-000042');
    const payNow = within(banner).getByRole('link', { name: 'Pay Now' });
    expect(payNow.getAttribute('aria-disabled')).toBe('true');
    expect(payNow.getAttribute('aria-describedby')).toBe('pay-offline');
    expect(document.getElementById('pay-offline')?.textContent).toBe(
      'You’re offline — this needs a connection',
    );
  });

  it('a booking this device never saved says it needs a connection, not "not found"', async () => {
    serveSavedBooking(null);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re offline — this needs a connection' }),
    ).toBeTruthy();
    expect(screen.queryByText('Booking Not Found')).toBeNull();
  });
});
