import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Booking, ChargingSessionSummary, ChargingStatus } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { ChargingHistory, currentSessionRow, earlierSessionRows } from './charging-history';

const aBooking = (id: number, stationName: string): Booking => ({
  id,
  userId: 9,
  stationId: id * 10,
  vehicleId: 3,
  chargerType: 'CCS2',
  power: 60,
  startTime: '2026-11-24T04:30:00.000Z',
  endTime: '2026-11-24T05:00:00.000Z',
  status: 'confirmed',
  pricePerKwh: '23.50',
  estimatedCost: '705.00',
  actualCost: null,
  paymentId: 7,
  createdAt: '2026-11-20T10:00:00.000Z',
  station: {
    id: id * 10,
    name: stationName,
    address: { street: 'MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  },
  holdExpiresAt: null,
});

const aSession = (bookingId: number, over: Partial<ChargingSessionSummary> = {}): ChargingSessionSummary => ({
  bookingId,
  stationId: bookingId * 10,
  status: 'completed',
  startTime: '2026-11-12T05:00:00.000Z',
  endTime: '2026-11-12T05:25:00.000Z',
  energyDelivered: 18.4,
  cost: '349.60',
  source: 'meter',
  ...over,
});

const status: ChargingStatus = {
  status: 'active',
  isCharging: true,
  percentComplete: 40,
  energyDelivered: 6.5,
  timeRemaining: 18,
  currentPower: 50,
  startTime: '2026-11-24T04:31:00.000Z',
  batteryPercentage: null,
  costSoFar: '152.75',
  source: 'meter',
  notice: null,
};

const current = aBooking(42, 'Koregaon Park Hub');

describe('earlierSessionRows', () => {
  it('lists the other sessions, newest first as answered, named after their booking’s station', () => {
    const rows = earlierSessionRows(
      [
        aSession(42, { status: 'active', endTime: null }),
        aSession(40, { status: 'active', endTime: null, energyDelivered: 3.456, cost: '81.22' }),
        aSession(31, { startTime: '2026-11-03T12:00:00.000Z', energyDelivered: 24.75, cost: '470.25' }),
      ],
      42,
      [aBooking(31, 'Statiq, Gurugram'), aBooking(40, 'Tata Power EZ Charge, Pune')],
    );
    expect(rows).toEqual([
      {
        bookingId: 40,
        title: 'Tata Power EZ Charge, Pune',
        date: '12 Nov 2026',
        energy: '3.46 kWh',
        cost: '₹81.22',
        running: true,
      },
      {
        bookingId: 31,
        title: 'Statiq, Gurugram',
        date: '3 Nov 2026',
        energy: '24.75 kWh',
        cost: '₹470.25',
        running: false,
      },
    ]);
  });

  it('names a session whose booking is not known "Unknown Station"', () => {
    expect(earlierSessionRows([aSession(5)], 42, undefined)[0].title).toBe('Unknown Station');
    expect(earlierSessionRows([aSession(5)], 42, [aBooking(6, 'Elsewhere')])[0].title).toBe(
      'Unknown Station',
    );
  });

  it('shows at most the given number, and nothing when this booking’s is the only one', () => {
    const sessions = [1, 2, 3, 4, 5, 6, 7].map((id) => aSession(id));
    expect(earlierSessionRows(sessions, 42, []).map((r) => r.bookingId)).toEqual([1, 2, 3, 4, 5]);
    expect(earlierSessionRows(sessions, 2, [], 3).map((r) => r.bookingId)).toEqual([1, 3, 4]);
    expect(earlierSessionRows([aSession(42)], 42, [])).toEqual([]);
  });
});

describe('currentSessionRow', () => {
  it('shows this session’s figures from its status', () => {
    expect(currentSessionRow(current, status)).toEqual({
      bookingId: 42,
      title: 'Koregaon Park Hub',
      date: '24 Nov 2026',
      energy: '6.50 kWh',
      cost: '₹152.75',
      running: true,
    });
  });

  it('shows dashes, not zeros, until the status has answered', () => {
    expect(currentSessionRow(current, undefined)).toMatchObject({ energy: '—', cost: '—', running: false });
  });
});

/** GET /api/charging/sessions and GET /api/bookings behind the stubbed fetch; null sessions fail. */
function fakeApi(sessions: ChargingSessionSummary[] | null, bookings: Booking[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const json = (data: unknown, code = 200) => new Response(JSON.stringify(data), { status: code });
    if (url.startsWith('/api/charging/sessions'))
      return sessions ? json(sessions) : json({ statusCode: 503, error: 'x', message: 'down' }, 503);
    if (url === '/api/bookings') return json(bookings);
    return json({ statusCode: 404, error: 'Not Found', message: `No stub for ${url}` }, 404);
  });
  return calls;
}

function renderHistory() {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({ token: 't', user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' } }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter>
          <ChargingHistory booking={current} status={status} />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ChargingHistory (docs/product.md §2.7)', () => {
  it('shows this session, then the driver’s real earlier sessions with links to them, and no sample', async () => {
    const calls = fakeApi(
      [aSession(42, { status: 'active', endTime: null }), aSession(31)],
      [current, aBooking(31, 'Statiq, Gurugram')],
    );
    renderHistory();
    const here = within(screen.getByTestId('history-current'));
    expect(here.getByText('Koregaon Park Hub')).toBeTruthy();
    expect(here.getByText('24 Nov 2026 · 6.50 kWh · This session')).toBeTruthy();
    const rows = await screen.findAllByTestId('history-session');
    expect(rows.map((r) => r.getAttribute('data-booking-id'))).toEqual(['31']);
    const row = within(rows[0]);
    expect(row.getByRole('link', { name: 'Statiq, Gurugram' }).getAttribute('href')).toBe('/charging/31');
    expect(row.getByText('12 Nov 2026 · 18.40 kWh')).toBeTruthy();
    expect(row.getByText('₹349.60')).toBeTruthy();
    expect(screen.queryByText('Sample')).toBeNull();
    expect(screen.queryByTestId('history-empty')).toBeNull();
    expect(calls).toContain('/api/charging/sessions?limit=6');
  });

  it('says "No earlier sessions yet" when this session is the driver’s only one', async () => {
    fakeApi([aSession(42, { status: 'active', endTime: null })], [current]);
    renderHistory();
    expect((await screen.findByTestId('history-empty')).textContent).toBe('No earlier sessions yet');
    expect(screen.queryAllByTestId('history-session')).toEqual([]);
    expect(screen.getByTestId('history-current')).toBeTruthy();
  });

  it('says the earlier sessions could not be loaded when the read fails, inventing none', async () => {
    fakeApi(null, [current]);
    renderHistory();
    expect((await screen.findByTestId('history-error')).textContent).toBe(
      'Your earlier sessions could not be loaded.',
    );
    expect(screen.queryAllByTestId('history-session')).toEqual([]);
  });
});
