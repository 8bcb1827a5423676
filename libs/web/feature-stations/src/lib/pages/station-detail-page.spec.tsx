import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { StationChargerLive, StationFreeNow } from '@chargesetu/shared/contracts';
import { makeStore, readKnownLocation, saveKnownLocation } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { aStation } from '@chargesetu/web/data-access/testing';
import StationDetailPage from './station-detail-page';

const station = aStation({
  id: 5,
  name: 'Koregaon Park Hub',
  chargers: [
    { type: 'CCS2', power: 60, pricePerKwh: '21.00' },
    { type: 'CCS2', power: 60, pricePerKwh: '21.00' },
    { type: 'Type 2', power: 22, pricePerKwh: '15.00' },
  ],
});
const since = '2026-11-23T04:30:00.000Z'; // 10:00 AM IST

// The network boundary (jsdom has no server): the station, free chargers now and the live list.
let figures: StationFreeNow[] = [];
let live: StationChargerLive[] = [];
let requests: string[] = [];
let served = station;
beforeEach(() => {
  requests = [];
  served = station;
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
    if (url === '/api/stations/5') return json(served);
    if (url === '/api/availability/now') return json(figures);
    if (url === '/api/stations/5/chargers/live') return json(live);
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPage() {
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <UiProvider>
        <MemoryRouter initialEntries={['/station/5']}>
          <Routes>
            <Route path="/station/:id" element={<StationDetailPage />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

const chips = async () => {
  const section = await screen.findByRole('region', { name: 'Chargers now' });
  await within(section).findByRole('list', { name: 'Chargers and their status' });
  return within(section).getAllByTestId('charger-live');
};
const visibleText = (chip: HTMLElement) => chip.textContent?.replace(/ \(.*\)$/, '');

describe('Station detail: chargers now (docs/product.md §2.3)', () => {
  it("shows each charger's live status as the API answers it, and the badge says the figure is the chargers'", async () => {
    figures = [{ stationId: 5, totalChargers: 3, freeNow: 1, level: 'Limited', source: 'chargers' }];
    live = [
      {
        chargerIndex: 0,
        type: 'CCS2',
        power: 60,
        status: 'Available',
        since,
        source: 'chargers',
        free: true,
      },
      {
        chargerIndex: 1,
        type: 'CCS2',
        power: 60,
        status: 'Charging',
        since,
        source: 'chargers',
        free: false,
      },
      {
        chargerIndex: 2,
        type: 'Type 2',
        power: 22,
        status: 'Offline',
        since,
        source: 'chargers',
        free: false,
      },
    ];
    renderPage();
    expect((await chips()).map(visibleText)).toEqual([
      'Connector 1 · CCS2 60 kW · Available',
      'Connector 2 · CCS2 60 kW · Charging',
      'Connector 3 · Type 2 22 kW · Offline',
    ]);
    expect(screen.getByTestId('chargers-live-source').textContent).toBe('Live from the chargers');
    const badge = await screen.findByTestId('availability-badge');
    await waitFor(() => expect(badge.getAttribute('data-level')).toBe('Limited'));
    expect(badge.textContent).toBe(
      'Availability now: Limited (1 of 3 chargers free now; live from the chargers)',
    );
    // The chips and the badge agree: the figure is not read twice.
    expect(requests.filter((r) => r === '/api/availability/now')).toHaveLength(1);
  });

  it('labels a station without live status as estimated from bookings, in the list and in the badge', async () => {
    figures = [{ stationId: 5, totalChargers: 3, freeNow: 2, level: 'Available', source: 'bookings' }];
    live = station.chargers.map((c, chargerIndex) => ({
      chargerIndex,
      type: c.type,
      power: c.power,
      status: null,
      since: null,
      source: 'bookings',
      free: chargerIndex !== 1,
    }));
    renderPage();
    expect((await chips()).map(visibleText)).toEqual([
      'Connector 1 · CCS2 60 kW · Free',
      'Connector 2 · CCS2 60 kW · Booked',
      'Connector 3 · Type 2 22 kW · Free',
    ]);
    expect(screen.getByTestId('chargers-live-source').textContent).toBe('Estimated from bookings');
    const badge = screen.getByTestId('availability-badge');
    await waitFor(() => expect(badge.getAttribute('data-source')).toBe('bookings'));
    expect(badge.textContent).toContain('estimated from bookings');
  });

  it('reads the free-now figure again when a newer live list no longer agrees with it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const list = (faulted: boolean): StationChargerLive[] =>
      station.chargers.map((c, chargerIndex) => ({
        chargerIndex,
        type: c.type,
        power: c.power,
        status: faulted && chargerIndex === 0 ? 'Faulted' : 'Available',
        since,
        source: 'chargers',
        free: !(faulted && chargerIndex === 0),
      }));
    figures = [{ stationId: 5, totalChargers: 3, freeNow: 3, level: 'Available', source: 'chargers' }];
    live = list(false);
    renderPage();
    const badge = await screen.findByTestId('availability-badge');
    await waitFor(() =>
      expect(badge.getAttribute('title')).toBe('3 of 3 chargers free now (live from the chargers)'),
    );
    await chips();
    expect(requests.filter((r) => r === '/api/availability/now')).toHaveLength(1);
    // A charger faults: the next poll of the list sees it, and the badge follows.
    figures = [{ stationId: 5, totalChargers: 3, freeNow: 2, level: 'Available', source: 'chargers' }];
    live = list(true);
    await vi.advanceTimersByTimeAsync(15_000);
    await screen.findByText(/Connector 1 · CCS2 60 kW · Faulted/);
    await waitFor(() =>
      expect(badge.getAttribute('title')).toBe('2 of 3 chargers free now (live from the chargers)'),
    );
    expect(requests.filter((r) => r === '/api/availability/now')).toHaveLength(2);
  });
});

describe('Station detail: opening hours now (docs/product.md §2.3)', () => {
  const office = { monday: { open: '08:00', close: '20:00' }, tuesday: { open: '08:00', close: '20:00' } };

  it('a closed station says so and when it opens, with no charger or figure shown as free', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T16:00:00.000Z')); // Monday 21:30 IST
    served = { ...station, operatingHours: office };
    figures = [{ stationId: 5, totalChargers: 3, freeNow: 3, level: 'Available', source: 'chargers' }];
    renderPage();
    const line = await screen.findByTestId('station-open-status');
    expect(line.textContent).toBe('Closed now · opens tomorrow at 08:00');
    const badge = screen.getByTestId('availability-badge');
    expect(badge.textContent).toBe('Availability now: Closed (Closed now · opens tomorrow at 08:00)');
    const note = screen.getByTestId('chargers-closed');
    expect(note.textContent).toContain('Closed now · opens tomorrow at 08:00.');
    expect(screen.queryByTestId('charger-live')).toBeNull();
    expect(requests).not.toContain('/api/availability/now');
    expect(requests).not.toContain('/api/stations/5/chargers/live');
  });

  it('an open station says until when, and lists its chargers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T05:00:00.000Z')); // Monday 10:30 IST
    served = { ...station, operatingHours: office };
    live = [];
    renderPage();
    expect((await screen.findByTestId('station-open-status')).textContent).toBe('Open now · closes at 20:00');
    await screen.findByRole('region', { name: 'Chargers now' });
    expect(screen.queryByTestId('chargers-closed')).toBeNull();
  });
});

describe('Station detail: distance (docs/product.md §2.3)', () => {
  // The browser's geolocation is the API boundary: each test plays what the browser answers.
  const browserAnswers = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: vi.fn(answer) } });
  const SHIVAJINAGAR = { latitude: 18.5304, longitude: 73.8567 }; // 1.1 km north of the station
  afterEach(() => window.sessionStorage.clear());

  it('is unknown until "Use my location" gets the position, then real and kept for the session', async () => {
    browserAnswers((ok) => ok({ coords: SHIVAJINAGAR } as GeolocationPosition));
    renderPage();
    const distance = await screen.findByTestId('station-distance');
    expect(distance.textContent).toBe('Distance unknown');
    expect(screen.queryByText(/2\.3 km/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByTestId('station-distance').textContent).toBe('1.1 km away'));
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('station-distance'));
    expect(readKnownLocation()).toEqual(SHIVAJINAGAR);
  });

  it('stays unknown with the reason when the permission is denied', async () => {
    browserAnswers((_ok, fail) => fail({ code: 1 } as GeolocationPositionError));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect((await screen.findByTestId('distance-error')).textContent).toBe(
      'Location permission was denied. Allow location access for this site to see the distance.',
    );
    expect(screen.getByTestId('station-distance').textContent).toBe('Distance unknown');
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy();
    expect(readKnownLocation()).toBeNull();
  });

  it('shows the real distance at once when a location was shared earlier this session', async () => {
    saveKnownLocation(SHIVAJINAGAR);
    const ask = vi.fn();
    browserAnswers(ask);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('station-distance').textContent).toBe('1.1 km away'));
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('Station detail: rating (docs/product.md §2.3)', () => {
  it('shows the rating to 1 decimal with the review count', async () => {
    served = { ...station, ratings: 4.26, reviewCount: 1200 };
    renderPage();
    expect((await screen.findByTestId('station-rating')).textContent).toBe('Rating:4.3(1,200 reviews)');
  });

  it('shows "New" for a station nobody has rated (stored 0), not a made-up rating', async () => {
    served = { ...station, ratings: 0, reviewCount: 0 };
    renderPage();
    expect((await screen.findByTestId('station-rating')).textContent).toBe('Rating:New(no ratings yet)');
  });
});
