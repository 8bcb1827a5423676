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
  availability?: [number, unknown];
  create?: [number, unknown];
  live?: StationChargerLive[];
}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
    if (url === '/api/stations/5') return json(station);
    if (url === '/api/vehicles') return json([nexon]);
    if (url === '/api/stations/5/chargers/live' && o.live) return json(o.live);
    if (url.startsWith('/api/stations/5/availability')) {
      const [status, body] = o.availability ?? [
        200,
        { availableSlots: [{ time: '23:30', available: true }] },
      ];
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

function renderPage() {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({ token: 't', user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' } }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/booking/5?connector=CCS2&power=60']}>
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

afterEach(() => vi.unstubAllGlobals());

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
