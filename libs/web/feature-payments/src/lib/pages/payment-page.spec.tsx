import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Booking } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { aChargingStatus } from '@chargesetu/web/data-access/testing';
import { changeLanguage } from '@chargesetu/web/i18n';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import PaymentPage from './payment-page';

const later = new Date(Date.now() + 86_400_000);
const booking: Booking = {
  id: 4,
  userId: 9,
  stationId: 5,
  vehicleId: 7,
  chargerType: 'CCS2',
  power: 60,
  startTime: later.toISOString(),
  endTime: new Date(later.getTime() + 1_800_000).toISOString(),
  status: 'pending',
  pricePerKwh: '21.00',
  estimatedCost: '630.00',
  actualCost: null,
  paymentId: null,
  createdAt: new Date().toISOString(),
  station: {
    id: 5,
    name: 'Koregaon Park Hub',
    address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  },
  holdExpiresAt: new Date(Date.now() + 900_000).toISOString(),
};

/**
 * The payments and bookings services behind the stubbed fetch: UPI ids starting with "fail" are declined,
 * and a wallet payment larger than the balance is refused as the server refuses it.
 */
function fakeApi(current: Booking | null, walletBalance = '650.00') {
  const payments: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
    if (url === '/api/bookings/4')
      return current ? json(current) : json({ message: 'Booking 4 was not found' }, 404);
    if (url === '/api/vehicles') return json([]);
    if (url === '/api/user/stats') return json({ walletBalance, rewardPoints: 240, totalSavings: '1840.00' });
    if (url === '/api/payments' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      payments.push(body);
      if (body.paymentMethod === 'wallet' && Number(walletBalance) < 755.2) {
        return json(
          {
            statusCode: 402,
            error: 'Payment Required',
            message: `Insufficient wallet balance: ₹755.20 needed, ₹${walletBalance} available`,
          },
          402,
        );
      }
      if (String(body.upiId).startsWith('fail')) {
        return json(
          {
            statusCode: 402,
            error: 'Payment Required',
            message: 'Payment declined by the bank (simulated).',
          },
          402,
        );
      }
      return json({ payment: { id: 1 }, booking: { id: 4, status: 'pending' } }, 201);
    }
    return json({ message: 'Not found' }, 404);
  });
  return payments;
}

function renderAt(path: string) {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({
      token: 't',
      user: { id: 9, username: 'asha', name: 'Asha Rao', email: 'a@x.in', role: 'user' },
    }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/payment/:bookingId" element={<PaymentPage />} />
            <Route path="/booking-success/:bookingId" element={<p>Confirmation screen</p>} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('payment screen (docs/product.md §2.5)', () => {
  it('in Hindi: headings, labels, the methods and the amounts and date in Hindi formatting', async () => {
    await changeLanguage('hi');
    // 10:00 IST on Monday 25 November 2030.
    const start = new Date('2030-11-25T04:30:00.000Z');
    fakeApi({
      ...booking,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 1_800_000).toISOString(),
    });
    renderAt('/payment/4');
    expect(await screen.findByRole('heading', { name: 'भुगतान', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'बुकिंग की जानकारी' })).toBeTruthy();
    expect(screen.getByText('25 नवंबर 2030')).toBeTruthy();
    expect(screen.getByText('30 मिनट')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'भुगतान का सारांश' })).toBeTruthy();
    expect(screen.getByText('प्लेटफ़ॉर्म फ़ीस')).toBeTruthy();
    expect(screen.getByTestId('summary-total').textContent).toBe('₹755.20');
    expect(screen.getByRole('textbox', { name: 'कार्ड पर नाम' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'वॉलेट' }));
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₹650.00');
    expect(await screen.findByText(/आपके वॉलेट का बैलेंस कुल रकम से कम है/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अभी भुगतान करें' })).toBeTruthy();
  });

  it('a declined UPI payment toasts "Payment failed" and stops; a retry goes through to the confirmation', async () => {
    const sent = fakeApi(booking);
    renderAt('/payment/4');
    expect(await screen.findByRole('heading', { name: 'Payment', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('summary-fee').textContent).toBe('₹10.00');
    expect(screen.getByTestId('summary-gst').textContent).toBe('₹115.20');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹755.20');

    fireEvent.click(screen.getByRole('tab', { name: 'UPI' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'UPI ID' }), { target: { value: 'fail@upi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('Payment declined by the bank (simulated).')).toBeTruthy();
    const payNow = await screen.findByRole('button', { name: 'Pay Now' });
    expect(payNow.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('payment-progress')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'UPI ID' }), { target: { value: 'asha@okaxis' } });
    fireEvent.click(payNow);
    expect(await screen.findByTestId('payment-progress')).toBeTruthy();
    expect(await screen.findByText('Confirmation screen', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Payment successful')).toBeTruthy();
    expect(sent).toEqual([
      { bookingId: 4, paymentMethod: 'upi', upiId: 'fail@upi' },
      { bookingId: 4, paymentMethod: 'upi', upiId: 'asha@okaxis' },
    ]);
  });

  it('a missing booking, or one already paid, is "Booking not found or has already been processed."', async () => {
    fakeApi(null);
    renderAt('/payment/4');
    expect(
      await screen.findByRole('heading', { name: 'Booking not found or has already been processed.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Bookings' }).getAttribute('href')).toBe('/bookings');
    vi.unstubAllGlobals();
  });

  it('the wallet tab shows one balance, the real one, and says before paying when it is short', async () => {
    const sent = fakeApi(booking, '650.00');
    renderAt('/payment/4');
    fireEvent.click(await screen.findByRole('tab', { name: 'Wallet' }));
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('₹650.00'));
    expect(screen.queryByText('₹1,500.00')).toBeNull();
    expect(screen.getAllByTestId('wallet-balance')).toHaveLength(1);
    expect(screen.queryByText(/Demo wallet balance/)).toBeNull();
    expect(screen.getByTestId('wallet-short').textContent).toBe(
      'Your wallet balance is lower than the total. Pay by card or UPI instead.',
    );
    expect(sent).toEqual([]);
    // Pressed anyway: the server refuses, and its message is what the driver reads.
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(
      await screen.findByText('Insufficient wallet balance: ₹755.20 needed, ₹650.00 available'),
    ).toBeTruthy();
    expect(sent).toEqual([{ bookingId: 4, paymentMethod: 'wallet' }]);
  });

  it('a wallet that covers the total shows its balance and no warning', async () => {
    fakeApi(booking, '1000.00');
    renderAt('/payment/4');
    fireEvent.click(await screen.findByRole('tab', { name: 'Wallet' }));
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('₹1,000.00'));
    expect(screen.queryByTestId('wallet-short')).toBeNull();
  });

  it('a confirmed booking is not payable again', async () => {
    fakeApi({ ...booking, status: 'confirmed', paymentId: 1 });
    renderAt('/payment/4');
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Booking not found or has already been processed.' }),
      ).toBeTruthy(),
    );
  });
});

describe('payment screen for a walk-up, "Charge now" (docs/product.md §2.18)', () => {
  const walkUp: Booking = {
    ...booking,
    kind: 'walk_up',
    startTime: new Date().toISOString(),
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
  };

  /** The booking is confirmed by the payment event a moment after the payment: pending on the first read after it. */
  function fakeWalkUpApi(control: { status: number; body: unknown }) {
    const calls: string[] = [];
    const seen = { readsBeforeStart: 0 };
    let paid = false;
    let readsAfterPayment = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
      if (url === '/api/bookings/4') {
        if (!paid) return json(walkUp);
        readsAfterPayment += 1;
        return json(readsAfterPayment < 2 ? walkUp : { ...walkUp, status: 'confirmed', paymentId: 1 });
      }
      if (url === '/api/user/stats')
        return json({ walletBalance: '0.00', rewardPoints: 0, totalSavings: '0.00' });
      if (url === '/api/payments' && method === 'POST') {
        paid = true;
        return json({ payment: { id: 1 }, booking: { id: 4, status: 'pending' } }, 201);
      }
      if (url === '/api/charging/4/control' && method === 'POST') {
        seen.readsBeforeStart = readsAfterPayment;
        return json(control.body, control.status);
      }
      return json({ message: 'Not found' }, 404);
    });
    return { calls, seen };
  }

  function renderWalkUp() {
    const store = makeStore({ verifySession: false });
    store.dispatch(
      signedIn({
        token: 't',
        user: { id: 9, username: 'asha', name: 'Asha Rao', email: 'a@x.in', role: 'user' },
      }),
    );
    render(
      <Provider store={store}>
        <UiProvider>
          <MemoryRouter initialEntries={['/payment/4']}>
            <Routes>
              <Route path="/payment/:bookingId" element={<PaymentPage />} />
              <Route path="/booking-success/:bookingId" element={<p>Confirmation screen</p>} />
              <Route path="/charging/:bookingId" element={<p>Charging screen</p>} />
            </Routes>
            <Toaster />
          </MemoryRouter>
        </UiProvider>
      </Provider>,
    );
  }

  it('once the payment has confirmed it, the charger is asked to start and the charging screen opens', async () => {
    const { calls, seen } = fakeWalkUpApi({ status: 200, body: aChargingStatus({ status: 'starting' }) });
    renderWalkUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Charging screen', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Confirmation screen')).toBeNull();
    // Started once, and only after a read of the booking found it confirmed (the second read after paying).
    expect(calls.filter((c) => c === 'POST /api/charging/4/control')).toHaveLength(1);
    expect(seen.readsBeforeStart).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('Charger asked to start', {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('a start the server refuses says why, and still opens the charging screen to try again', async () => {
    const { calls } = fakeWalkUpApi({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'The charger is offline.' },
    });
    renderWalkUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Charging screen', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('The charger is offline.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(calls.filter((c) => c === 'POST /api/charging/4/control')).toHaveLength(1);
  }, 30_000);
});
