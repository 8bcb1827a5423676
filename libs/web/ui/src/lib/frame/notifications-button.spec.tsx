import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Booking, Payment } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { UiProvider } from '../theme/ui-provider';
import { NotificationsButton } from './notifications-button';

const booking = (id: number, status: Booking['status'], over: Partial<Booking> = {}): Booking => ({
  id,
  userId: 3,
  stationId: 5,
  vehicleId: 7,
  chargerType: 'CCS2',
  power: 60,
  startTime: '2026-11-24T04:30:00.000Z',
  endTime: '2026-11-24T05:00:00.000Z',
  status,
  pricePerKwh: '21.00',
  estimatedCost: '630.00',
  actualCost: null,
  paymentId: 40 + id,
  createdAt: '2026-11-20T10:00:00.000Z',
  station: {
    id: 5,
    name: 'Koregaon Park Hub',
    address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  },
  holdExpiresAt: null,
  cancelledAt: status === 'cancelled' ? '2026-11-21T09:00:00.000Z' : null,
  ...over,
});
const payment = (bookingId: number, status: Payment['status'], over: Partial<Payment> = {}): Payment => ({
  id: 40 + bookingId,
  bookingId,
  userId: 3,
  amount: '755.20',
  currency: 'INR',
  status,
  paymentMethod: 'upi',
  transactionId: 'TXN1',
  receiptUrl: null,
  paymentDate: '2026-11-20T10:01:00.000Z',
  createdAt: '2026-11-20T10:01:00.000Z',
  ...over,
});

function serve(bookings: Booking[], payments: Payment[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    // Anything else (the charging sessions) answers an empty list.
    const body = url === '/api/bookings' ? bookings : url === '/api/payments' ? payments : [];
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return calls;
}

function renderBell() {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({ token: 't', user: { id: 3, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' } }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/home']}>
          <Routes>
            <Route path="/home" element={<NotificationsButton />} />
            <Route path="/booking-success/:id" element={<p>Booking details page</p>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('notification bell (docs/product.md §2.17)', () => {
  it('reads nothing until opened, then lists what happened, each line leading to its booking', async () => {
    const calls = serve(
      [booking(2, 'cancelled'), booking(1, 'confirmed')],
      [payment(2, 'refunded'), payment(1, 'completed')],
    );
    renderBell();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByTestId('notification');
    expect(items.map((i) => i.getAttribute('data-kind'))).toEqual(['cancelled', 'confirmed']);
    expect(items[0].textContent).toContain('₹755.20 was refunded to your wallet.');
    expect(calls).toContain('/api/charging/sessions?limit=50');
    expect(within(panel).queryByText('You are all caught up')).toBeNull();

    fireEvent.click(within(items[1]).getByRole('link'));
    expect(await screen.findByText('Booking details page')).toBeTruthy();
  });

  it('lists events newest first with their times: a cancellation after a later booking was confirmed comes first', async () => {
    // Booking 1 made first, cancelled last; booking 2 made later and paid before that cancellation.
    serve(
      [booking(2, 'confirmed'), booking(1, 'cancelled', { cancelledAt: '2026-11-21T09:00:00.000Z' })],
      [
        payment(2, 'completed', { paymentDate: '2026-11-21T08:00:00.000Z' }),
        payment(1, 'refunded', { paymentDate: '2026-11-20T08:00:00.000Z' }),
      ],
    );
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByTestId('notification');
    expect(items.map((i) => i.getAttribute('data-booking-id'))).toEqual(['1', '2']);
    const times = within(panel).getAllByTestId('notification-time');
    expect(times.map((t) => [t.textContent, t.getAttribute('datetime')])).toEqual([
      ['Cancelled 21 Nov 2026, 2:30 PM', '2026-11-21T09:00:00.000Z'],
      ['Confirmed 21 Nov 2026, 1:30 PM', '2026-11-21T08:00:00.000Z'],
    ]);
  });

  it('says "You are all caught up" only when nothing has happened', async () => {
    serve([booking(3, 'pending')], []);
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('You are all caught up')).toBeTruthy();
    expect(within(panel).queryAllByTestId('notification')).toHaveLength(0);
  });
});
