import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Booking, ChargeNowConnector, Vehicle } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import ChargeNowPage from './charge-now-page';

const aConnector = (over: Partial<ChargeNowConnector> = {}): ChargeNowConnector => ({
  code: '12-3',
  stationId: 12,
  stationName: 'Bandra Charging Hub',
  place: 'Bandra West, Mumbai',
  chargerIndex: 2,
  label: 'Connector 3 (CCS2 60 kW)',
  type: 'CCS2',
  power: 60,
  pricePerKwh: '23.50',
  status: 'Available',
  statusSince: '2026-11-24T08:00:00.000Z',
  availableUntil: '2026-11-24T12:30:00.000Z',
  canCharge: true,
  reason: null,
  ...over,
});

const aVehicle = (over: Partial<Vehicle>): Vehicle => ({
  id: 1,
  userId: 9,
  make: 'Tata',
  model: 'Nexon EV',
  year: null,
  registrationNumber: 'MH12AB1234',
  connectorTypes: ['CCS2'],
  color: null,
  batteryCapacity: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

const walkUp = { id: 77, kind: 'walk_up', status: 'pending' } as Booking;

interface Fake {
  connector?: ChargeNowConnector | { status: number; message: string };
  vehicles?: Vehicle[];
  post?: { status: number; body: unknown };
}

/** The bookings and catalogue services behind the stubbed fetch; answers every POST body sent. */
function fakeApi(o: Fake) {
  const posted: unknown[] = [];
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const json = (data: unknown, code = 200) => new Response(JSON.stringify(data), { status: code });
    if (url.startsWith('/api/charge-now/') && method === 'GET') {
      const c = o.connector ?? aConnector();
      return 'canCharge' in c ? json(c) : json({ statusCode: c.status, message: c.message }, c.status);
    }
    if (url === '/api/vehicles') return json(o.vehicles ?? []);
    if (url === '/api/charge-now' && method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      const answer = o.post ?? { status: 201, body: walkUp };
      return json(answer.body, answer.status);
    }
    return json({ statusCode: 404, message: `No stub for ${method} ${url}` }, 404);
  });
  return { posted, calls };
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function renderPage(o: { signedIn: boolean; code?: string }) {
  const store = makeStore({ verifySession: false });
  if (o.signedIn) {
    store.dispatch(
      signedIn({
        token: 't',
        user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' },
      }),
    );
  }
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[`/charge/${o.code ?? '12-3'}`]}>
          <Routes>
            <Route path="/charge/:code" element={<ChargeNowPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('Charge now page (docs/product.md §2.18)', () => {
  it('signed out: the connector, its live status, price and time, and "Sign in to charge" that comes back here', async () => {
    const { calls } = fakeApi({});
    renderPage({ signedIn: false });
    expect(screen.getByTestId('charge-now-loading')).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'Bandra Charging Hub', level: 1 })).toBeTruthy();
    expect(screen.getByText('Bandra West, Mumbai')).toBeTruthy();
    expect(text('charge-now-label')).toBe('Connector 3 (CCS2 60 kW)');
    expect(text('charge-now-status')).toBe('Available');
    expect(text('charge-now-price')).toBe('₹23.50 per kWh');
    expect(text('charge-now-until')).toBe('Available until 6:00 PM IST');
    expect(screen.queryByTestId('charge-now-continue')).toBeNull();
    expect(calls).not.toContain('GET /api/vehicles');

    fireEvent.click(screen.getByRole('link', { name: 'Sign in to charge' }));
    expect(text('where')).toBe('/login {"from":"/charge/12-3"}');
  });

  it('a charger that never reported says so; one that cannot charge now shows the reason and no payment', async () => {
    fakeApi({
      connector: aConnector({
        status: null,
        availableUntil: null,
        canCharge: false,
        reason: 'The next booking on this connector starts at 4:00 PM.',
      }),
    });
    renderPage({ signedIn: true });
    await waitFor(() => expect(text('charge-now-status')).toBe('Status not reported'));
    expect(text('charge-now-reason')).toBe('The next booking on this connector starts at 4:00 PM.');
    expect(screen.queryByTestId('charge-now-until')).toBeNull();
    expect(screen.queryByTestId('charge-now-continue')).toBeNull();
    expect(screen.queryByTestId('charge-now-sign-in')).toBeNull();
  });

  it.each([404, 400])('an unknown code (%i) says so and links to the finder', async (status) => {
    fakeApi({ connector: { status, message: 'Not found' } });
    renderPage({ signedIn: false, code: '99-9' });
    expect(
      await screen.findByRole('heading', { name: 'No connector has the code 99-9', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a station' }).getAttribute('href')).toBe('/home');
  });

  it('signed in: picks the first compatible vehicle, sends the amount chosen, and goes on to pay the booking', async () => {
    const { posted } = fakeApi({
      vehicles: [
        aVehicle({
          id: 1,
          make: 'MG',
          model: 'Comet',
          registrationNumber: 'KA01',
          connectorTypes: ['Type 2'],
        }),
        aVehicle({ id: 2 }),
      ],
    });
    renderPage({ signedIn: true });
    const select = (await screen.findByTestId('charge-now-vehicle')) as HTMLSelectElement;
    expect(select.value).toBe('2');
    expect(
      (screen.getByRole('option', { name: 'MG Comet (KA01), Incompatible with CCS2' }) as HTMLOptionElement)
        .disabled,
    ).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Vehicle' })).toBe(select);
    expect(screen.getByTestId('charge-now-amount-200').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('charge-now-amount-500'));
    fireEvent.click(screen.getByTestId('charge-now-continue'));
    await waitFor(() => expect(text('where')).toBe('/payment/77 null'));
    expect(posted).toEqual([{ code: '12-3', vehicleId: 2, amount: 500 }]);
  });

  it('"Until full" sends no amount', async () => {
    const { posted } = fakeApi({ vehicles: [aVehicle({ id: 5 })] });
    renderPage({ signedIn: true });
    fireEvent.click(await screen.findByTestId('charge-now-amount-full'));
    fireEvent.click(screen.getByTestId('charge-now-continue'));
    await waitFor(() => expect(text('where')).toBe('/payment/77 null'));
    expect(posted).toEqual([{ code: '12-3', vehicleId: 5 }]);
  });

  it('no compatible vehicle: a note with a link to add one, and no way on', async () => {
    fakeApi({ vehicles: [aVehicle({ id: 1, connectorTypes: ['Type 2'] })] });
    renderPage({ signedIn: true });
    expect(await screen.findByTestId('charge-now-no-vehicle')).toBeTruthy();
    expect(text('charge-now-no-vehicle')).toContain('None of your vehicles fits this CCS2 connector.');
    expect(screen.getByRole('link', { name: 'Add a vehicle' }).getAttribute('href')).toBe('/vehicles');
    expect(screen.getByTestId('charge-now-continue').hasAttribute('disabled')).toBe(true);
  });

  it("a refusal shows the server's message and stays on the page", async () => {
    const { posted } = fakeApi({
      vehicles: [aVehicle({ id: 2 })],
      post: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Someone has just started charging here.' },
      },
    });
    renderPage({ signedIn: true });
    fireEvent.click(await screen.findByTestId('charge-now-continue'));
    expect(await screen.findByText('Someone has just started charging here.')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(posted).toEqual([{ code: '12-3', vehicleId: 2, amount: 200 }]);
  });
});
