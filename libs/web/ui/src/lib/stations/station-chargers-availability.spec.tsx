import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { StationChargerLive } from '@chargesetu/shared/contracts';
import { makeStore } from '@chargesetu/web/data-access';
import { UiProvider } from '../theme/ui-provider';
import { StationChargersAvailability } from './station-chargers-availability';

// The network boundary: GET /api/stations/5/chargers/live answers `live` (jsdom has no server).
let live: StationChargerLive[] | null = [];
let requests: string[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    if (url !== '/api/stations/5/chargers/live' || live === null) {
      return new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'x' }), {
        status: 503,
      });
    }
    return new Response(JSON.stringify(live), { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const since = '2026-11-23T04:30:00.000Z'; // 10:00 AM IST
const charger = (chargerIndex: number, over: Partial<StationChargerLive>): StationChargerLive => ({
  chargerIndex,
  type: 'CCS2',
  power: 60,
  status: 'Available',
  since,
  source: 'chargers',
  free: true,
  ...over,
});

function renderList() {
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <UiProvider>
        <StationChargersAvailability stationId={5} />
      </UiProvider>
    </Provider>,
  );
  return screen.getByRole('region', { name: 'Chargers now' });
}

const chipTexts = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('StationChargersAvailability (GET /api/stations/:id/chargers/live)', () => {
  it("shows one chip per charger with the API's status, coloured by it, and labels the list live", async () => {
    live = [
      charger(0, {}),
      charger(1, { type: 'Type 2', power: 22, status: 'Charging', free: false }),
      charger(2, { status: 'Offline', free: false }),
      charger(3, { status: 'Faulted', free: false }),
    ];
    const section = renderList();
    expect(within(section).getByText('Checking the chargers…')).toBeTruthy();
    await within(section).findByRole('list', { name: 'Chargers and their status' });
    const detail = ' (Live from the charger since 23 Nov 2026, 10:00 AM)';
    expect(chipTexts(section)).toEqual([
      `Connector 1 · CCS2 60 kW · Available${detail}`,
      `Connector 2 · Type 2 22 kW · Charging${detail}`,
      `Connector 3 · CCS2 60 kW · Offline${detail}`,
      `Connector 4 · CCS2 60 kW · Faulted${detail}`,
    ]);
    const chips = within(section).getAllByTestId('charger-live');
    expect(chips[0].getAttribute('title')).toBe('Live from the charger since 23 Nov 2026, 10:00 AM');
    const look = (chip: HTMLElement) =>
      ['filled', 'outlined'].find((v) => chip.classList.contains(`MuiChip-${v}`)) +
      ' ' +
      /MuiChip-color(\w+)/.exec(chip.className)?.[1];
    expect(chips.map(look)).toEqual(['filled Success', 'filled Warning', 'filled Default', 'filled Error']);
    expect(within(section).getByTestId('chargers-live-source').textContent).toBe('Live from the chargers');
  });

  it('labels what comes from the bookings as estimated, chip by chip and for the list', async () => {
    live = [
      charger(0, { status: null, since: null, source: 'bookings', free: true }),
      charger(1, { status: null, since: null, source: 'bookings', free: false }),
    ];
    const section = renderList();
    await within(section).findByRole('list');
    expect(chipTexts(section)).toEqual([
      'Connector 1 · CCS2 60 kW · Free (Estimated from bookings)',
      'Connector 2 · CCS2 60 kW · Booked (Estimated from bookings)',
    ]);
    expect(
      within(section)
        .getAllByTestId('charger-live')
        .map((c) => c.getAttribute('data-source')),
    ).toEqual(['bookings', 'bookings']);
    expect(
      within(section)
        .getAllByTestId('charger-live')
        .map((c) => c.classList.contains('MuiChip-outlined')),
    ).toEqual([true, true]);
    expect(within(section).getByTestId('chargers-live-source').textContent).toBe('Estimated from bookings');
  });

  it('reads the list again every 15 s while it is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    live = [charger(0, {})];
    const section = renderList();
    await within(section).findByText(/Connector 1 · CCS2 60 kW · Available/);
    live = [charger(0, { status: 'Preparing', free: false })];
    await vi.advanceTimersByTimeAsync(15_000);
    await within(section).findByText(/Connector 1 · CCS2 60 kW · Preparing/);
    expect(requests.filter((r) => r === '/api/stations/5/chargers/live')).toHaveLength(2);
  });

  it('says so when the chargers cannot be read', async () => {
    live = null;
    const section = renderList();
    await waitFor(() =>
      expect(
        within(section).getByText('The chargers cannot be read right now. Please try again later.'),
      ).toBeTruthy(),
    );
  });
});
