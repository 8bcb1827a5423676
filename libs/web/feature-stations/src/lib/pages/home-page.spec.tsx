import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { aStation } from '@chargesetu/web/data-access/testing';
import HomePage from './home-page';

// Monday 23 Nov 2026, 21:00 IST: the office station is closed, the 24/7 one open.
const NINE_PM_IST = new Date('2026-11-23T15:30:00.000Z');
const stations = [
  aStation({
    id: 1,
    name: 'Office Hub',
    operatingHours: { monday: { open: '08:00', close: '20:00' } },
    chargers: [{ type: 'CCS2', power: 60, pricePerKwh: '18.00' }],
  }),
  aStation({
    id: 2,
    name: 'Night Owl',
    operatingHours: '24/7',
    chargers: [{ type: 'CCS2', power: 150, pricePerKwh: '24.00' }],
  }),
];

let search = '';
function Address() {
  search = useLocation().search;
  return null;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NINE_PM_IST);
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
    if (url.startsWith('/api/stations')) return json(stations);
    if (url.startsWith('/api/availability/now')) return json([]);
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderFinder(entry = '/home') {
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <UiProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="/home"
              element={
                <>
                  <HomePage />
                  <Address />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}
const listedIds = () =>
  within(screen.getByTestId('station-list'))
    .getAllByTestId('station-card')
    .map((c) => Number(c.getAttribute('data-station-id')));

describe('station finder: hours and order (docs/product.md §2.2)', () => {
  it('"Open now" keeps the stations open by their hours, and lives in the address', async () => {
    renderFinder();
    await screen.findByText('2 Stations Found');
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Open now' }));
    await screen.findByText('1 Station Found');
    expect(search).toBe('?openNow=1');
    expect(listedIds()).toEqual([2]);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('"24×7" from a shared link, and the cards say whether each station is open', async () => {
    renderFinder('/home?allDay=1');
    await screen.findByText('1 Station Found');
    expect((screen.getByRole('checkbox', { name: '24×7' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId('station-list')).getByTestId('station-open-status').textContent).toBe(
      'Open 24 hours',
    );
  });

  it('while the stations load, a Recommended placeholder holds the place the cards then take', async () => {
    renderFinder();
    const placeholder = screen.getByTestId('recommended-stations-loading');
    expect(within(placeholder).getByRole('heading', { name: 'Recommended Stations' })).toBeTruthy();
    const strip = await screen.findByTestId('recommended-stations');
    expect(screen.queryByTestId('recommended-stations-loading')).toBeNull();
    // Night Owl is the one station with a charger of 100 kW or more.
    expect(
      within(strip)
        .getAllByTestId('station-card')
        .map((c) => c.getAttribute('data-station-id')),
    ).toEqual(['2']);
  });

  it('sorts by price and power; distance waits for Near Me', async () => {
    renderFinder();
    await screen.findByText('2 Stations Found');
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    const distance = within(sort).getByRole('option', { name: 'Distance (press Near Me first)' });
    expect((distance as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(sort, { target: { value: 'power' } });
    await waitFor(() => expect(listedIds()).toEqual([2, 1]));
    expect(search).toBe('?sort=power');
    fireEvent.change(sort, { target: { value: 'price' } });
    await waitFor(() => expect(listedIds()).toEqual([1, 2]));
    expect(search).toBe('?sort=price');
  });
});
