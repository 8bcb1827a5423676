import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Booking, ChargingStatus } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { aChargingStatus } from '@chargesetu/web/data-access/testing';
import { changeLanguage } from '@chargesetu/web/i18n';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import ChargingPage from './charging-page';

/** A paid booking whose slot is under way now, so Start is allowed. */
const aBooking = (over: Partial<Booking> = {}): Booking => ({
  id: 42,
  userId: 9,
  stationId: 1,
  vehicleId: 3,
  chargerType: 'CCS2',
  power: 60,
  startTime: new Date(Date.now() - 5 * 60_000).toISOString(),
  endTime: new Date(Date.now() + 25 * 60_000).toISOString(),
  status: 'confirmed',
  pricePerKwh: '23.50',
  estimatedCost: '705.00',
  actualCost: null,
  paymentId: 7,
  createdAt: '2026-11-20T10:00:00.000Z',
  station: {
    id: 1,
    name: 'Koregaon Park Hub',
    address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  },
  holdExpiresAt: null,
  ...over,
});

/** The booking, its status and the control behind the stubbed fetch; `control` is what a start or stop answers. */
function fakeApi(o: { booking: Booking; status: ChargingStatus; control?: ChargingStatus }) {
  let current = o.status;
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const json = (data: unknown, code = 200) => new Response(JSON.stringify(data), { status: code });
    if (url === `/api/bookings/${o.booking.id}`) return json(o.booking);
    if (url === `/api/bookings`) return json([o.booking]);
    if (url === `/api/charging/${o.booking.id}/status`) return json(current);
    if (url === `/api/charging/${o.booking.id}/control` && method === 'POST' && o.control) {
      current = o.control;
      return json(current);
    }
    return json({ statusCode: 404, error: 'Not Found', message: `No stub for ${method} ${url}` }, 404);
  });
  return calls;
}

function renderPage(bookingId = 42) {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({ token: 't', user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' } }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[`/charging/${bookingId}`]}>
          <Routes>
            <Route path="/charging/:bookingId" element={<ChargingPage />} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const startOrStop = () => screen.queryAllByRole('button', { name: /Start Charging|Stop Charging/ });

/** Confirms the "Stop charging now?" dialog. */
async function confirmStop() {
  const dialog = await screen.findByRole('dialog', { name: 'Stop charging now?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Stop charging' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Charging page (docs/product.md §2.7) with a charger over OCPP', () => {
  it('while the charger is starting: the Starting badge, a wait instead of the buttons, nothing invented', async () => {
    fakeApi({
      booking: aBooking({ status: 'active' }),
      status: aChargingStatus({ status: 'starting', source: 'meter' }),
    });
    renderPage();

    await waitFor(() => expect(text('charging-badge')).toBe('Starting'));
    expect(startOrStop()).toHaveLength(0);
    expect(text('charging-action-reason')).toBe('Waiting for the charger to start… (up to 60 seconds)');
    expect(screen.getByRole('progressbar', { name: 'Waiting for the charger' })).toBeTruthy();
    expect(text('battery-level')).toBe('Unknown');
    expect(text('battery-range')).toBe('Unknown');
    expect(screen.queryByRole('progressbar', { name: 'Battery level' })).toBeNull();
    expect(text('charging-source')).toBe("Figures from the charger's meter");
    expect(screen.queryByTestId('charging-notice')).toBeNull();
  });

  it('after a start the charger did not confirm: the notice, and Start again', async () => {
    const notice = 'The charger did not start charging within 60 seconds. Check the cable and try again.';
    fakeApi({ booking: aBooking(), status: aChargingStatus({ notice }) });
    renderPage();

    const alert = await screen.findByTestId('charging-notice');
    expect(alert.textContent).toBe(notice);
    expect(text('charging-badge')).toBe('Ready');
    expect(screen.getByRole('button', { name: 'Start Charging' })).toBeTruthy();
    // No session yet: nothing to say about where figures come from.
    expect(screen.queryByTestId('charging-source')).toBeNull();
  });

  it('a charging session of a charger without a meter says its figures are estimated', async () => {
    fakeApi({
      booking: aBooking({ status: 'active' }),
      status: aChargingStatus({
        status: 'active',
        isCharging: true,
        startTime: new Date().toISOString(),
        batteryPercentage: 57,
        source: 'estimate',
      }),
    });
    renderPage();

    await waitFor(() => expect(text('charging-badge')).toBe('Active'));
    expect(text('charging-source')).toBe('Estimated figures (this charger does not report its meter)');
    expect(text('battery-level')).toBe('57%');
    expect(text('battery-range')).toBe('199.5 km');
    expect(screen.getByRole('progressbar', { name: 'Battery level' }).getAttribute('aria-valuenow')).toBe(
      '57',
    );
    expect(screen.getByRole('progressbar', { name: 'Charging progress' })).toBeTruthy();
  });

  it('Start answered with starting: says the charger was asked, then waits for it', async () => {
    const calls = fakeApi({
      booking: aBooking(),
      status: aChargingStatus(),
      control: aChargingStatus({ status: 'starting', source: 'meter' }),
    });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Start Charging' }));
    const toast = await screen.findByText('Charger asked to start');
    expect(
      within(toast.closest('[role="alert"]') as HTMLElement).getByText(/once the charger confirms/),
    ).toBeTruthy();
    expect(screen.queryByText('Charging session started successfully')).toBeNull();
    expect(calls).toContain('POST /api/charging/42/control');
    await waitFor(() => expect(text('charging-action-reason')).toMatch(/^Waiting for the charger to start/));
    expect(startOrStop()).toHaveLength(0);
  });

  it('Start answered with active (no charger to wait for): the usual success', async () => {
    fakeApi({
      booking: aBooking(),
      status: aChargingStatus(),
      control: aChargingStatus({
        status: 'active',
        isCharging: true,
        source: 'estimate',
        batteryPercentage: 20,
      }),
    });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Start Charging' }));
    await screen.findByText('Charging session started successfully');
  });

  it('Stop answered while the charger finishes: says so and shows its notice', async () => {
    const running = aChargingStatus({
      status: 'active',
      isCharging: true,
      startTime: new Date().toISOString(),
      source: 'meter',
    });
    const notice = 'The charger is finishing the session. The final figures follow in a moment.';
    fakeApi({ booking: aBooking({ status: 'active' }), status: running, control: { ...running, notice } });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Stop Charging' }));
    await confirmStop();
    await screen.findByText('Charger asked to stop');
    expect((await screen.findByTestId('charging-notice')).textContent).toBe(notice);
    expect(screen.queryByText('Charging session stopped successfully')).toBeNull();
  });

  it('Stop answered with completed: the usual success', async () => {
    const running = aChargingStatus({
      status: 'active',
      isCharging: true,
      startTime: new Date().toISOString(),
    });
    fakeApi({
      booking: aBooking({ status: 'active' }),
      status: running,
      control: { ...running, status: 'completed', isCharging: false },
    });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Stop Charging' }));
    await confirmStop();
    await screen.findByText('Charging session stopped successfully');
  });

  it('Stop asks first: "Keep charging" leaves the session running and sends nothing', async () => {
    const running = aChargingStatus({
      status: 'active',
      isCharging: true,
      startTime: new Date().toISOString(),
      energyDelivered: 3.2,
      costSoFar: '75.20',
    });
    const calls = fakeApi({ booking: aBooking({ status: 'active' }), status: running, control: running });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Stop Charging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop charging now?' });
    expect(dialog.textContent).toContain(
      'You pay for the energy delivered so far; the rest of what you paid goes back to your ChargeSetu wallet.',
    );
    expect(within(dialog).getByTestId('stop-charging-so-far').textContent).toBe(
      'So far: 3.20 kWh delivered, ₹75.20 of energy (the platform fee and GST are added).',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep charging' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).not.toContain('POST /api/charging/42/control');
    expect(screen.getByRole('button', { name: 'Stop Charging' })).toBeTruthy();
  });

  it('offline: Start and Stop are off and say they need a connection; nothing is sent, and online they work', async () => {
    const setOnline = (online: boolean) =>
      act(() => {
        Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    const running = aChargingStatus({
      status: 'active',
      isCharging: true,
      startTime: new Date().toISOString(),
    });
    const calls = fakeApi({ booking: aBooking({ status: 'active' }), status: running, control: running });
    try {
      renderPage();
      const stop = (await screen.findByRole('button', { name: 'Stop Charging' })) as HTMLButtonElement;
      setOnline(false);
      expect(stop.disabled).toBe(true);
      const note = screen.getByText('You’re offline — this needs a connection');
      expect(stop.getAttribute('aria-describedby')).toBe(note.id);
      fireEvent.click(stop);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls).not.toContain('POST /api/charging/42/control');

      setOnline(true);
      expect(screen.queryByText('You’re offline — this needs a connection')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Stop Charging' }));
      await screen.findByRole('dialog', { name: 'Stop charging now?' });
    } finally {
      delete (window.navigator as { onLine?: boolean }).onLine;
    }
  });

  it('before its start window: Start Charging is disabled and says when charging opens; nothing is sent', async () => {
    const inAnHour = Date.now() + 60 * 60_000;
    const calls = fakeApi({
      booking: aBooking({
        startTime: new Date(inAnHour).toISOString(),
        endTime: new Date(inAnHour + 30 * 60_000).toISOString(),
      }),
      status: aChargingStatus(),
    });
    renderPage();

    const start = await screen.findByRole('button', { name: 'Start Charging' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(text('charging-opens')).toMatch(/^Charging opens (at|on \d+ \w+ \d{4} at) \d{1,2}:\d{2} [AP]M$/);
    expect(start.getAttribute('aria-describedby')).toBe(screen.getByTestId('charging-opens').id);
    fireEvent.click(start);
    expect(calls).not.toContain('POST /api/charging/42/control');
  });
});

describe('Charging page in Hindi (issue #20)', () => {
  it('shows the live session in Hindi, with the start time and the cost in Hindi style', async () => {
    await changeLanguage('hi');
    fakeApi({
      booking: aBooking({ status: 'active' }),
      status: aChargingStatus({
        status: 'active',
        isCharging: true,
        // 14:30 IST on 20 November 2026.
        startTime: '2026-11-20T09:00:00.000Z',
        percentComplete: 40,
        energyDelivered: 12.5,
        timeRemaining: 65,
        currentPower: 48.2,
        costSoFar: '1293.75',
        batteryPercentage: null,
        source: 'meter',
      }),
    });
    renderPage();

    await waitFor(() => expect(text('charging-badge')).toBe('चालू'));
    expect(screen.getByRole('heading', { level: 2, name: 'चार्जिंग की प्रगति' })).toBeTruthy();
    expect(text('charging-started')).toBe('20 नवंबर 2026, 2:30 PM');
    expect(text('charging-cost')).toBe('₹1,293.75');
    expect(text('charging-remaining')).toBe('1 घंटे 5 मिनट');
    expect(text('charging-energy')).toBe('12.50 kWh');
    expect(text('charging-source')).toBe('आँकड़े चार्जर के मीटर से');
    expect(text('battery-level')).toBe('पता नहीं');
    expect(screen.getByRole('button', { name: 'चार्जिंग रोकें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेरी बुकिंग पर वापस जाएँ' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('चार्जिंग · Koregaon Park Hub'));
  });
});
