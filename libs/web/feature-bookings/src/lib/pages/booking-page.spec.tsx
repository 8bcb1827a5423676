import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Station, StationChargerLive, Vehicle } from '@chargesetu/shared/contracts';
import { addDaysYmd, todayIst } from '@chargesetu/shared/domain';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import BookingPage from './booking-page';

const station: Station = {
  id: 5,
  name: 'Koregaon Park Hub',
  operator: 'Tata Power EZ Charge',
  latitude: 18.5204,
  longitude: 73.8567,
  address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  chargers: [{ type: 'CCS2', power: 60, pricePerKwh: '21.00' }],
  amenities: ['Parking'],
  operatingHours: '24/7',
  photos: [],
  ratings: 4.2,
  reviewCount: 10,
  hasLiveStatus: false,
  apiEndpoint: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const nexon: Vehicle = {
  id: 7,
  userId: 9,
  make: 'Tata',
  model: 'Nexon EV',
  year: null,
  registrationNumber: 'MH 12 AB 1234',
  connectorTypes: ['CCS2'],
  color: null,
  batteryCapacity: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const HORIZON = 'Date must be between today and 30 days ahead (YYYY-MM-DD).';
const VEHICLE_BUSY = 'This vehicle already has a booking at that time. Choose another time or vehicle.';

/** The booking screen's reads and the create behind the stubbed fetch, answering as told. */
function fakeApi(o: {
  /** The answer for every date, or per date (YYYY-MM-DD). */
  availability?: [number, unknown] | ((date: string) => [number, unknown]);
  create?: [number, unknown];
  live?: StationChargerLive[];
  station?: Station;
  vehicles?: Vehicle[];
}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
    if (url === '/api/stations/5') return json(o.station ?? station);
    if (url === '/api/vehicles') return json(o.vehicles ?? [nexon]);
    if (url === '/api/stations/5/chargers/live' && o.live) return json(o.live);
    if (url.startsWith('/api/stations/5/availability')) {
      const date = new URL(url, 'http://x').searchParams.get('date') ?? '';
      const answer = typeof o.availability === 'function' ? o.availability(date) : o.availability;
      const [status, body] = answer ?? [200, { availableSlots: [{ time: '23:30', available: true }] }];
      return json(body, status);
    }
    if (url === '/api/bookings' && method === 'POST') {
      const [status, body] = o.create ?? [201, {}];
      return json(body, status);
    }
    return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
  return calls;
}

function renderPage(entry = '/booking/5?connector=CCS2&power=60') {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({ token: 't', user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' } }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/booking/:stationId" element={<BookingPage />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

const refusal = (status: number, message: string) => ({
  statusCode: status,
  error: status === 409 ? 'Conflict' : 'Bad Request',
  message,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Booking screen (docs/product.md §2.4): what the server refuses, the user reads', () => {
  it('when the server refuses the date (400), shows its message where the slots would be', async () => {
    fakeApi({ availability: [400, refusal(400, HORIZON)] });
    renderPage();
    expect((await screen.findByTestId('slots-error')).textContent).toBe(HORIZON);
  });

  it('offers dates from today up to the 30-day horizon in the date picker', async () => {
    fakeApi({});
    renderPage();
    const input = (await screen.findByTestId('booking-date')) as HTMLInputElement;
    const days = (Date.parse(input.max) - Date.parse(input.min)) / 86_400_000;
    expect(days).toBe(30);
  });

  it.each([
    [409, VEHICLE_BUSY],
    [400, 'Bookings can be made up to 30 days ahead.'],
  ])(
    'when creating the booking is refused with %i, the toast shows the server message',
    async (status, message) => {
      const calls = fakeApi({ create: [status, refusal(status, message)] });
      renderPage();
      // Tomorrow, so the 23:30 slot has not started whenever the test runs.
      const date = await screen.findByTestId('booking-date');
      fireEvent.change(date, { target: { value: addDaysYmd(todayIst(), 1) } });
      const slot = await screen.findByRole('button', { name: '11:30 PM' });
      fireEvent.click(slot);
      fireEvent.click(await screen.findByTestId('vehicle-option'));
      const submit = screen.getByRole('button', { name: 'Confirm & Proceed to Payment' });
      await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(submit);
      const toast = await screen.findByText('Error creating booking');
      expect(within(toast.closest('[role="alert"]') ?? document.body).getByText(message)).toBeTruthy();
      expect(calls).toContain('POST /api/bookings');
    },
  );
});

describe('Booking screen: chargers now', () => {
  it("shows the station's chargers as GET /api/stations/:id/chargers/live answers, labelled by where it comes from", async () => {
    fakeApi({
      live: [
        {
          chargerIndex: 0,
          type: 'CCS2',
          power: 60,
          status: 'Preparing',
          since: '2026-11-23T04:30:00.000Z',
          source: 'chargers',
          free: false,
        },
      ],
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Chargers now' });
    const chip = await within(section).findByTestId('charger-live');
    expect(chip.textContent).toBe(
      'Connector 1 · CCS2 60 kW · Preparing (Live from the charger since 23 Nov 2026, 10:00 AM)',
    );
    expect(chip.getAttribute('title')).toBe('Live from the charger since 23 Nov 2026, 10:00 AM');
    expect(within(section).getByTestId('chargers-live-source').textContent).toBe('Live from the chargers');
  });

  it('when the chargers cannot be read, the rest of the form still works', async () => {
    fakeApi({});
    renderPage();
    const section = await screen.findByRole('region', { name: 'Chargers now' });
    await within(section).findByText('The chargers cannot be read right now. Please try again later.');
    expect(await screen.findByTestId('booking-date')).toBeTruthy();
  });
});

describe('Booking screen: hours, vehicle and date chosen for the driver (docs/product.md §2.4)', () => {
  const OFFICE = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { open: '08:00', close: '20:00' },
    ]),
  );

  it("shows the station's real hours in the badge, not 24/7, and whether it is open now", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T15:00:00.000Z')); // 20:30 IST: closed
    fakeApi({ station: { ...station, operatingHours: OFFICE } });
    renderPage();
    expect((await screen.findByTestId('booking-hours-badge')).textContent).toBe('Daily 08:00–20:00');
    expect(screen.getByTestId('booking-open-status').textContent).toBe(
      'Closed now · opens tomorrow at 08:00',
    );
    // Closed: no charger is shown as free now, and the page says why.
    expect((await screen.findByTestId('chargers-closed')).textContent).toContain(
      'Closed now · opens tomorrow at 08:00.',
    );
    expect(screen.queryByTestId('charger-live')).toBeNull();
  });

  it('preselects the only vehicle that fits the chosen connector, and none of two that fit', async () => {
    const tiago = { ...nexon, id: 8, model: 'Tiago EV', connectorTypes: ['Type 2'] };
    fakeApi({ vehicles: [nexon, tiago] });
    renderPage();
    const options = await screen.findAllByTestId('vehicle-option');
    expect(options.map((o) => o.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
  });

  it('chooses no vehicle when two fit the connector', async () => {
    fakeApi({ vehicles: [nexon, { ...nexon, id: 8, model: 'ZS EV' }] });
    renderPage();
    const options = await screen.findAllByTestId('vehicle-option');
    expect(options.map((o) => o.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });

  it('opens the date on the first day with a free slot when today has none left', async () => {
    const today = todayIst();
    const dayAfter = addDaysYmd(today, 2);
    const calls = fakeApi({
      availability: (date) => [200, { availableSlots: [{ time: '23:30', available: date === dayAfter }] }],
    });
    renderPage();
    const input = (await screen.findByTestId('booking-date')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe(dayAfter));
    expect(await screen.findByRole('button', { name: '11:30 PM' })).toBeTruthy();
    const asked = calls
      .filter((c) => c.includes('/availability'))
      .map((c) => new URL(c.split(' ')[1], 'http://x').searchParams.get('date'));
    expect([...new Set(asked)]).toEqual([today, addDaysYmd(today, 1), dayAfter]);
  });

  it('stays on today when one of its remaining slots is free', async () => {
    // 23:35 IST: the 23:30 slot has 25 minutes left, so it can still be booked today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T18:05:00.000Z'));
    const calls = fakeApi({});
    renderPage();
    expect(await screen.findByRole('button', { name: '11:30 PM' })).toBeTruthy();
    expect(((await screen.findByTestId('booking-date')) as HTMLInputElement).value).toBe('2026-11-23');
    expect(calls.filter((c) => c.includes('/availability')).every((c) => c.includes('date=2026-11-23'))).toBe(
      true,
    );
  });
});
