import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type {
  Booking,
  ChargingStatus,
  NotificationPreferences,
  Payment,
  Station,
} from '@chargesetu/shared/contracts';
import { addDaysYmd, istInstant, todayIst } from '@chargesetu/shared/domain';
import {
  KNOWN_LOCATION_STORAGE_KEY,
  makeStore,
  selectCurrentUser,
  signedIn,
  type SessionUser,
} from '@chargesetu/web/data-access';
import { aChargingStatus } from '@chargesetu/web/data-access/testing';
import { changeLanguage } from '@chargesetu/web/i18n';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import { aBooking, aStation, aVehicle } from '../testing/builders';
import UserDashboardPage from './user-dashboard-page';

const asha: SessionUser = {
  id: 9,
  username: 'asha_rao',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  role: 'user',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const tomorrow = addDaysYmd(todayIst(), 1);
const inThreeDays = addDaysYmd(todayIst(), 3);
/** 'Mon D' of an IST date, written out here rather than with the app's formatter. */
const monthDay = (ymd: string) => `${MONTHS[Number(ymd.slice(5, 7)) - 1]} ${Number(ymd.slice(8, 10))}`;
/** 'D Mon YYYY' of an IST date, likewise. */
const dayMonthYear = (ymd: string) =>
  `${Number(ymd.slice(8, 10))} ${MONTHS[Number(ymd.slice(5, 7)) - 1]} ${ymd.slice(0, 4)}`;

const stations: Station[] = [
  aStation({ id: 1, name: 'Kurla Plaza', latitude: 19.0866, longitude: 72.8898 }),
  aStation({ id: 2, name: 'Pune Hub', latitude: 18.5204, longitude: 73.8567, ratings: 0 }),
  aStation({ id: 3, name: 'Delhi Circle', latitude: 28.6315, longitude: 77.2167 }),
  aStation({ id: 4, name: 'Thane West', latitude: 19.2183, longitude: 72.9781 }),
];

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

/** An in-memory API behind the stubbed fetch (jsdom has no server), recording what the page sends. */
function fakeApi({
  bookings = [] as Booking[],
  status,
  payments = [] as Payment[],
}: { bookings?: Booking[]; status?: ChargingStatus; payments?: Payment[] } = {}) {
  const calls: Call[] = [];
  let preferences: NotificationPreferences = {
    bookingConfirmations: true,
    chargingUpdates: true,
    promotionalMessages: false,
  };
  let user = { ...asha, createdAt: '2026-01-01T00:00:00.000Z' };
  let list = [...bookings];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const json = (data: unknown, code = 200) => new Response(JSON.stringify(data), { status: code });
    const path = url.split('?')[0];
    if (method === 'GET' && path === '/api/bookings') return json(list);
    if (method === 'GET' && path === '/api/user/stats')
      return json({ walletBalance: '987.65', rewardPoints: 240, totalSavings: '1840.00' });
    if (method === 'GET' && path === '/api/payments') return json(payments);
    if (method === 'GET' && path === '/api/vehicles') return json([aVehicle({ id: 31, model: 'Nexon EV' })]);
    if (method === 'GET' && path === '/api/stations') return json(stations);
    if (method === 'GET' && path === '/api/availability/now')
      return json(
        stations.map((s) => ({ stationId: s.id, totalChargers: 2, freeNow: 1, level: 'Available' })),
      );
    if (path === '/api/auth/me/notifications') {
      if (method === 'PUT') preferences = body;
      return json(preferences);
    }
    if (method === 'PATCH' && path === '/api/auth/me') {
      user = { ...user, ...body };
      return json({ user });
    }
    const cancel = /^\/api\/bookings\/(\d+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      list = list.map((b) => (b.id === Number(cancel[1]) ? { ...b, status: 'cancelled' } : b));
      return json(list.find((b) => b.id === Number(cancel[1])));
    }
    if (/^\/api\/charging\/\d+\/status$/.test(path) && status) return json(status);
    if (/^\/api\/charging\/\d+\/control$/.test(path) && status)
      return json({ ...status, isCharging: false, status: 'completed' });
    return json({ statusCode: 404, error: 'Not Found', message: `No stub for ${method} ${path}` }, 404);
  });
  return calls;
}

function renderDashboard(path = '/dashboard') {
  const store = makeStore({ verifySession: false });
  store.dispatch(signedIn({ token: 't', user: asha }));
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard" element={<UserDashboardPage />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </UiProvider>
    </Provider>,
  );
  return store;
}

const href = (element: HTMLElement) => element.getAttribute('href');
const tile = (key: string) => within(screen.getByTestId(`tile-${key}`)).getByTestId('tile-value').textContent;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

let paymentSerial = 0;
/** A payment that went through (unless told otherwise); `returnedToWallet` gives it a settlement. */
function aPayment({ returnedToWallet, ...over }: Partial<Payment> & { returnedToWallet?: string }): Payment {
  paymentSerial += 1;
  return {
    id: paymentSerial,
    bookingId: 900 + paymentSerial,
    userId: 9,
    amount: '100.00',
    currency: 'INR',
    status: 'completed',
    paymentMethod: 'upi',
    transactionId: `TXN${paymentSerial}`,
    receiptUrl: null,
    paymentDate: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    ...(returnedToWallet
      ? {
          settlement: {
            energyDelivered: '10.00',
            actualCost: '235.00',
            endTime: new Date().toISOString(),
            returnedToWallet,
          },
        }
      : {}),
    ...over,
  };
}

describe('user dashboard (docs/product.md §2.15)', () => {
  const confirmed = aBooking({
    id: 501,
    status: 'confirmed',
    startTime: istInstant(tomorrow, '10:30').toISOString(),
  });
  const unpaid = aBooking({
    id: 502,
    status: 'pending',
    paymentId: null,
    startTime: istInstant(inThreeDays, '09:00').toISOString(),
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  });
  const done = aBooking({ id: 503, status: 'completed', startTime: '2026-01-10T05:00:00.000Z' });

  it('greets the user and shows the real tiles, quick actions and upcoming bookings', async () => {
    // Paid this month (IST): ₹841.34 by UPI, of which ₹552.04 came back after the session, and ₹500.00.
    const paidNow = new Date().toISOString();
    const payments: Payment[] = [
      aPayment({ amount: '841.34', paymentDate: paidNow, returnedToWallet: '552.04' }),
      aPayment({ amount: '500.00', paymentDate: paidNow }),
      aPayment({ amount: '900.00', paymentDate: paidNow, status: 'refunded' }),
    ];
    fakeApi({ bookings: [done, unpaid, confirmed], payments });
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByTestId('welcome-name').textContent).toBe('Welcome back, Asha Rao!');
    expect(screen.getByTestId('welcome-avatar').textContent).toBe('A');

    await waitFor(() => expect(tile('walletBalance')).toBe('₹987.65'));
    await waitFor(() => expect(tile('activeBookings')).toBe('2'));
    await waitFor(() => expect(tile('vehicles')).toBe('1'));
    // What was really paid, net of what came back, not the wallet's savings figure.
    await waitFor(() => expect(tile('avgMonthlyCost')).toBe('₹789.30'));

    const actions = within(screen.getByTestId('quick-actions'));
    expect(href(actions.getByRole('link', { name: 'Find Stations' }))).toBe('/home');
    expect(href(actions.getByRole('link', { name: 'Book Now' }))).toBe('/home');
    expect(href(actions.getByRole('link', { name: 'AI Assistant' }))).toBe('/assistant');
    // No session running: Active Charging is disabled and says why, instead of opening someone's /charging/1.
    const activeCharging = actions.getByRole('button', { name: 'Active Charging' }) as HTMLButtonElement;
    expect(activeCharging.disabled).toBe(true);
    expect(actions.queryByRole('link', { name: 'Active Charging' })).toBeNull();
    expect(actions.getByTestId('quick-action-active-charging-description').textContent).toBe(
      'No charging session right now',
    );

    const upcoming = within(screen.getByTestId('upcoming-bookings'));
    const rows = await upcoming.findAllByTestId('dashboard-booking');
    expect(rows.map((r) => r.getAttribute('data-booking-id'))).toEqual(['501', '502']);
    const first = within(rows[0]);
    expect(first.getByTestId('booking-time').textContent).toBe('Tomorrow, 10:30');
    expect(first.getByTestId('booking-status').textContent).toBe('Confirmed');
    // Tomorrow's slot cannot start yet: Start Charging is disabled and says when it opens (15 min before).
    expect((first.getByRole('button', { name: 'Start Charging' }) as HTMLButtonElement).disabled).toBe(true);
    expect(first.queryByRole('link', { name: /Start/ })).toBeNull();
    expect(first.getByTestId('charging-opens').textContent).toBe(
      `Charging opens on ${dayMonthYear(tomorrow)} at 10:15 AM`,
    );
    expect(href(first.getByRole('link', { name: 'Details' }))).toBe('/booking-success/501');
    const second = within(rows[1]);
    expect(second.getByTestId('booking-time').textContent).toBe(`${monthDay(inThreeDays)}, 09:00`);
    expect(second.getByTestId('booking-status').textContent).toBe('Pending');
    // Not paid: nothing to start.
    expect(second.queryByRole('button', { name: 'Start Charging' })).toBeNull();
    expect(href(second.getByRole('link', { name: 'Details' }))).toBe('/payment/502');
    expect(href(upcoming.getByRole('link', { name: 'Book a Slot' }))).toBe('/home');

    // No running session: says so, with no figure, and leads to My Bookings.
    const charging = within(screen.getByTestId('active-charging-card'));
    expect(charging.getByText('No charging session right now')).toBeTruthy();
    expect(charging.queryByTestId('session-battery')).toBeNull();
    expect(charging.queryByText(/kWh|₹/)).toBeNull();
    expect(href(charging.getByRole('link', { name: 'My Bookings' }))).toBe('/bookings');

    // Vehicle status: the battery level is unknown, never made up; Add Vehicle goes to /profile.
    const vehicles = within(screen.getByTestId('vehicle-status'));
    await vehicles.findByText('Tata Nexon EV');
    expect(vehicles.getByTestId('vehicle-battery').textContent).toBe('Unknown');
    expect(vehicles.queryByText(/\d+%|km/)).toBeNull();
    expect(vehicles.getByTestId('vehicle-battery-note').textContent).toBe(
      'ChargeSetu has no live data from your car, so its battery level is unknown.',
    );
    expect(href(vehicles.getByRole('link', { name: 'Add Vehicle' }))).toBe('/profile');
  });

  it('Start Charging is a link to the charging screen once starting is allowed, on the Overview and in My Bookings', async () => {
    // Paid, its slot 10 minutes away: inside the 15 minutes before it when charging may start.
    const soon = aBooking({ id: 520, startTime: new Date(Date.now() + 10 * 60_000).toISOString() });
    // Paid, its slot under way now (My Bookings' Active), and one charging now.
    const started = aBooking({ id: 521, startTime: new Date(Date.now() - 10 * 60_000).toISOString() });
    const running = aBooking({
      id: 522,
      status: 'active',
      startTime: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    fakeApi({ bookings: [soon, started, running] });
    renderDashboard();

    const upcoming = within(screen.getByTestId('upcoming-bookings'));
    const [row] = await upcoming.findAllByTestId('dashboard-booking');
    expect(row.getAttribute('data-booking-id')).toBe('520');
    expect(href(within(row).getByRole('link', { name: 'Start Charging' }))).toBe('/charging/520');
    expect(within(row).queryByTestId('charging-opens')).toBeNull();

    openTab('My Bookings');
    const bookings = within(await screen.findByTestId('bookings-tab'));
    expect(
      href(within(bookings.getByTestId('dashboard-booking')).getByRole('link', { name: 'Start Charging' })),
    ).toBe('/charging/520');
    fireEvent.click(bookings.getByRole('tab', { name: 'Active (2)' }));
    const [charging, underWay] = bookings.getAllByTestId('dashboard-booking');
    expect(href(within(charging).getByRole('link', { name: 'Monitor Charging' }))).toBe('/charging/522');
    expect(within(charging).queryByRole('link', { name: 'Start Charging' })).toBeNull();
    expect(href(within(underWay).getByRole('link', { name: 'Start Charging' }))).toBe('/charging/521');
    // The slot has started: it can no longer be cancelled or moved.
    expect(within(underWay).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(underWay).queryByRole('button', { name: 'Reschedule (coming soon)' })).toBeNull();
  });

  it('without a known location, lists the first three stations with live availability; with one, the nearest', async () => {
    fakeApi();
    renderDashboard();
    const nearby = within(screen.getByTestId('nearby-stations'));
    const cards = await nearby.findAllByTestId('dashboard-station');
    expect(cards.map((c) => c.getAttribute('data-station-id'))).toEqual(['1', '2', '3']);
    expect(nearby.queryByTestId('station-distance')).toBeNull();
    await waitFor(() =>
      expect(within(cards[0]).getByTestId('station-free-now').textContent).toBe('1 of 2 chargers free now'),
    );
    // No rating yet: "New", as on the station cards, not a made-up rating.
    expect(within(cards[1]).getByTestId('station-rating').textContent).toBe('New');
    expect(within(cards[0]).getByTestId('station-rating').textContent).toBe('4.2');
    expect(href(within(cards[0]).getByRole('link', { name: 'Book Now' }))).toBe('/booking/1');
    expect(href(within(cards[0]).getByRole('link', { name: 'View Map' }))).toBe('/home');
  });

  it('with the location Near Me stored this session, lists the nearest three with their distance', async () => {
    window.sessionStorage.setItem(
      KNOWN_LOCATION_STORAGE_KEY,
      JSON.stringify({ latitude: 19.0596, longitude: 72.8295 }),
    );
    fakeApi();
    renderDashboard();
    const nearby = within(screen.getByTestId('nearby-stations'));
    const cards = await nearby.findAllByTestId('dashboard-station');
    expect(cards.map((c) => c.getAttribute('data-station-id'))).toEqual(['1', '4', '2']);
    expect(within(cards[0]).getByTestId('station-distance').textContent).toBe('7.0 km away');
  });

  it('with a running session, Active Charging and Monitor open it, and the monitor stops it for real', async () => {
    const running = aBooking({
      id: 610,
      status: 'active',
      startTime: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    const status = aChargingStatus({
      status: 'active',
      isCharging: true,
      percentComplete: 33,
      energyDelivered: 9.5,
      timeRemaining: 20,
      currentPower: 57.3,
      startTime: running.startTime,
      batteryPercentage: 57,
      costSoFar: '223.25',
      source: 'meter',
    });
    const calls = fakeApi({ bookings: [running], status });
    renderDashboard();

    const actions = within(screen.getByTestId('quick-actions'));
    await waitFor(() =>
      expect(href(actions.getByRole('link', { name: 'Active Charging' }))).toBe('/charging/610'),
    );
    await waitFor(() => expect(screen.getByTestId('active-charging-card').textContent).toContain('Live'));
    const card = within(screen.getByTestId('active-charging-card'));
    expect(card.queryByText('No charging session right now')).toBeNull();
    await waitFor(() => expect(card.getByTestId('session-battery').textContent).toBe('57%'));
    expect(card.getByTestId('fact-cost-so-far').textContent).toBe('₹223.25');
    expect(href(card.getByRole('link', { name: 'Monitor' }))).toBe('/charging/610');

    openTab('Charging Monitor');
    const monitor = within(await screen.findByTestId('charging-monitor'));
    expect(href(monitor.getByRole('link', { name: 'Open Full Monitor' }))).toBe('/charging/610');
    expect(
      (monitor.getByRole('button', { name: 'Raise the target level' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(monitor.getByRole('button', { name: 'Stop Charging' }));
    // It asks first (docs/product.md §2.15): "Stop charging now?" / "Keep charging" / "Stop charging".
    const dialog = await screen.findByRole('dialog', { name: 'Stop charging now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop charging' }));
    await screen.findByText('Charging session stopped successfully');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/charging/610/control',
      body: { action: 'stop' },
    });
  });

  it('while the charger is starting: says so, shows the battery as Unknown with no bar, and Stop waits', async () => {
    const running = aBooking({ id: 611, status: 'active', startTime: new Date().toISOString() });
    const status = aChargingStatus({ status: 'starting', source: 'meter' });
    fakeApi({ bookings: [running], status });
    renderDashboard();

    // The empty card shows until the bookings arrive: look for the live one each time.
    const liveCard = () => within(screen.getByTestId('active-charging-card'));
    await waitFor(() => expect(liveCard().getByTestId('session-battery').textContent).toBe('Unknown'));
    const card = liveCard();
    expect(card.getByTestId('session-note').textContent).toBe(
      'Waiting for the charger to start… (up to 60 seconds)',
    );
    expect(card.queryByRole('progressbar', { name: 'Battery level of your charging session' })).toBeNull();

    openTab('Charging Monitor');
    const monitor = within(await screen.findByTestId('charging-monitor'));
    expect(monitor.getByTestId('session-note').textContent).toMatch(/^Waiting for the charger to start/);
    expect((monitor.getByRole('button', { name: 'Stop Charging' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens every tab with the elements docs/product.md §2.15 lists', async () => {
    fakeApi({ bookings: [confirmed, done] });
    renderDashboard();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Find Stations',
      'My Bookings',
      'Charging Monitor',
      'My Vehicles',
      'Profile Settings',
    ]);

    openTab('Find Stations');
    const find = within(await screen.findByTestId('find-stations-tab'));
    expect(href(find.getByRole('link', { name: 'Open Map View' }))).toBe('/home');
    expect(href(find.getByRole('link', { name: 'Filter Options' }))).toBe('/home');
    await waitFor(() => expect(find.getAllByTestId('dashboard-station')).toHaveLength(4));
    fireEvent.change(find.getByRole('textbox', { name: 'Search stations' }), { target: { value: 'pune' } });
    expect(find.getAllByTestId('dashboard-station').map((c) => c.getAttribute('data-station-id'))).toEqual([
      '2',
    ]);
    expect(href(find.getByRole('link', { name: 'Details' }))).toBe('/station/2');

    openTab('My Bookings');
    const bookings = within(await screen.findByTestId('bookings-tab'));
    expect(bookings.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Upcoming (1)',
      'Active (0)',
      'History (1)',
    ]);
    const card = within(bookings.getByTestId('dashboard-booking'));
    expect((card.getByRole('button', { name: 'Start Charging' }) as HTMLButtonElement).disabled).toBe(true);
    expect(href(card.getByRole('link', { name: 'Details' }))).toBe('/booking-success/501');
    expect(
      (card.getByRole('button', { name: 'Reschedule (coming soon)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(card.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(bookings.getByRole('tab', { name: 'Active (0)' }));
    expect(bookings.getByText('No active bookings right now')).toBeTruthy();
    fireEvent.click(bookings.getByRole('tab', { name: 'History (1)' }));
    expect(bookings.getByTestId('dashboard-booking').getAttribute('data-booking-id')).toBe('503');

    openTab('Charging Monitor');
    const noSession = within(await screen.findByTestId('no-session'));
    expect(noSession.getByText('No charging session right now')).toBeTruthy();
    expect(href(noSession.getByRole('link', { name: 'My Bookings' }))).toBe('/bookings');
    expect(href(noSession.getByRole('link', { name: 'Find Stations' }))).toBe('/home');
    // No sample session: no figures, and no controls that would do nothing.
    const monitor = within(screen.getByTestId('charging-monitor'));
    expect(monitor.queryByTestId('session-battery')).toBeNull();
    expect(monitor.queryByTestId('fact-energy-delivered')).toBeNull();
    expect(monitor.queryByRole('button', { name: 'Stop Charging' })).toBeNull();

    openTab('My Vehicles');
    const vehicles = within(await screen.findByTestId('vehicles-tab'));
    expect(vehicles.getByTestId('vehicle-battery').textContent).toBe('Unknown');
    expect(vehicles.getByTestId('vehicle-battery-note')).toBeTruthy();
    expect(href(vehicles.getByRole('link', { name: 'Manage Vehicles' }))).toBe('/vehicles');
    expect(href(vehicles.getByRole('link', { name: 'Add New Vehicle' }))).toBe('/vehicles');

    openTab('Profile Settings');
    await screen.findByTestId('personal-information');
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText("Your username can't be changed.")).toBeTruthy();
    // No card is stored, so none is shown (no sample card marked Default).
    const payments = within(screen.getByTestId('payment-methods'));
    expect(payments.getByTestId('no-payment-methods').textContent).toBe('No saved payment methods');
    expect(payments.queryByText('Default')).toBeNull();
    expect(payments.queryByText(/••••/)).toBeNull();
    expect((payments.getByRole('button', { name: 'Add Payment Method' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Booking Confirmations' }) as HTMLInputElement).disabled,
      ).toBe(false),
    );
    expect((screen.getByRole('switch', { name: 'Booking Confirmations' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: 'Charging Updates' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Promotional Messages' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('Profile Settings saves the changed fields and toggles, updates the session user, and Cancel resets', async () => {
    const calls = fakeApi();
    const store = renderDashboard('/dashboard?tab=profile');
    const name = (await screen.findByRole('textbox', { name: 'Full Name' })) as HTMLInputElement;
    const phone = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    const promos = screen.getByRole('switch', { name: 'Promotional Messages' }) as HTMLInputElement;
    await waitFor(() => expect(promos.disabled).toBe(false));

    // Registration's rules and messages (docs/product.md §5); nothing is sent.
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.change(name, { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Phone number must be at least 10 characters');
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    // Cancel puts the form back.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(name.value).toBe('Asha Rao'));
    expect(phone.value).toBe('9876543210');

    fireEvent.change(name, { target: { value: ' Asha R. Rao ' } });
    fireEvent.click(promos);
    expect(promos.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'PATCH', url: '/api/auth/me', body: { name: 'Asha R. Rao' } },
      {
        method: 'PUT',
        url: '/api/auth/me/notifications',
        body: { bookingConfirmations: true, chargingUpdates: true, promotionalMessages: true },
      },
    ]);
    expect(selectCurrentUser(store.getState())?.name).toBe('Asha R. Rao');
    await waitFor(() => expect(name.value).toBe('Asha R. Rao'));
    expect(promos.checked).toBe(true);
  });

  it('Cancel on a booking asks first, then cancels it through the bookings service', async () => {
    const calls = fakeApi({ bookings: [confirmed] });
    renderDashboard('/dashboard?tab=bookings');
    const card = within(await screen.findByTestId('dashboard-booking'));
    fireEvent.click(card.getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText(/will be refunded to your ChargeSetu wallet\./)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await screen.findByText('Booking cancelled');
    expect(calls).toContainEqual({ method: 'POST', url: '/api/bookings/501/cancel', body: {} });
    await screen.findByRole('tab', { name: 'History (1)' });
  });
});

describe('user dashboard in Hindi (issue #20)', () => {
  it('reads in Hindi, with Hindi dashboard times and the figures as the tiles give them', async () => {
    await changeLanguage('hi');
    const tomorrowMorning = aBooking({
      id: 701,
      status: 'confirmed',
      startTime: istInstant(tomorrow, '10:30').toISOString(),
      estimatedCost: '235.50',
    });
    fakeApi({ bookings: [tomorrowMorning] });
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeTruthy();
    expect(screen.getByTestId('welcome-name').textContent).toBe('फिर से स्वागत है, Asha Rao!');
    expect(screen.getByRole('tab', { name: 'मेरी बुकिंग' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'चार्जिंग मॉनिटर' })).toBeTruthy();
    await waitFor(() => expect(tile('walletBalance')).toBe('₹987.65'));
    expect(within(screen.getByTestId('tile-walletBalance')).getByText('वॉलेट बैलेंस')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('tile-avgMonthlyCost')).getByText('चार्जिंग के लिए अभी तक कोई भुगतान नहीं'),
      ).toBeTruthy(),
    );
    expect(screen.getByTestId('quick-action-active-charging-description').textContent).toBe(
      'अभी कोई चार्जिंग सेशन नहीं चल रहा',
    );

    const row = within(
      await within(screen.getByTestId('upcoming-bookings')).findByTestId('dashboard-booking'),
    );
    expect(row.getByTestId('booking-time').textContent).toBe('कल, 10:30');
    expect(row.getByTestId('booking-status').textContent).toBe('पक्की');
    expect(row.getByText(/· अनुमानित ₹235\.50$/)).toBeTruthy();
    expect(row.getByRole('link', { name: 'विवरण' })).toBeTruthy();

    openTab('मेरी बुकिंग');
    expect(await screen.findByRole('tab', { name: 'आने वाली (1)' })).toBeTruthy();
  });

  it('gives the nearby stations their distance and live level in Hindi', async () => {
    await changeLanguage('hi');
    window.sessionStorage.setItem(
      KNOWN_LOCATION_STORAGE_KEY,
      JSON.stringify({ latitude: 19.0596, longitude: 72.8295 }),
    );
    fakeApi();
    renderDashboard();
    const nearby = within(screen.getByTestId('nearby-stations'));
    const [first] = await nearby.findAllByTestId('dashboard-station');
    expect(within(first).getByTestId('station-distance').textContent).toBe('7.0 km दूर');
    await waitFor(() => expect(within(first).getByTestId('station-availability').textContent).toBe('उपलब्ध'));
  });
});
