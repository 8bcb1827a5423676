import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, startScreenReads } from '@chargesetu/web/data-access';
import { aStation } from '@chargesetu/web/data-access/testing';
import { HomePage, StationDetailPage } from '@chargesetu/web/feature-stations';
import { UiProvider } from '@chargesetu/web/ui';
import { firstScreenReads } from './first-screen-reads';

const url = (path: string) => {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

describe('firstScreenReads', () => {
  it("the finder: its station list for the URL's place, and the free chargers", () => {
    expect(firstScreenReads(url('/home?state=Karnataka&city=Bengaluru&q=hub'), false)).toEqual([
      { read: 'stations', query: { state: 'Karnataka', city: 'Bengaluru' } },
      { read: 'freeNow' },
    ]);
    expect(firstScreenReads(url('/home'), true)).toEqual([
      { read: 'stations', query: { state: undefined, city: undefined } },
      { read: 'freeNow' },
    ]);
  });

  it('a station page: that station, as the URL names it', () => {
    expect(firstScreenReads(url('/station/17'), false)).toEqual([{ read: 'station', id: '17' }]);
  });

  it('the booking screen and the dashboard read only for a signed-in user', () => {
    expect(firstScreenReads(url('/booking/4'), false)).toEqual([]);
    expect(firstScreenReads(url('/booking/4'), true)).toEqual([
      { read: 'station', id: '4' },
      { read: 'vehicles' },
    ]);
    expect(firstScreenReads(url('/user-dashboard'), false)).toEqual([]);
    expect(firstScreenReads(url('/user-dashboard'), true).map((r) => r.read)).toEqual([
      'bookings',
      'userStats',
      'payments',
      'vehicles',
    ]);
  });

  it('nothing for a page not listed or a path of no page', () => {
    expect(firstScreenReads(url('/settings'), true)).toEqual([]);
    expect(firstScreenReads(url('/no-such-page'), true)).toEqual([]);
  });
});

describe('reads started before the page is drawn', () => {
  const station = aStation({ id: 7, name: 'Ring Road Hub' });
  let requests: string[] = [];
  beforeEach(() => {
    requests = [];
    vi.stubGlobal('fetch', async (input: string) => {
      requests.push(input);
      const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
      if (input.startsWith('/api/stations/7')) return json(station);
      if (input.startsWith('/api/stations')) return json([station]);
      if (input.startsWith('/api/availability/now')) return json([]);
      return new Response('{}', { status: 404 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  function openFirst(path: string) {
    const store = makeStore({ verifySession: false });
    startScreenReads(store.dispatch, firstScreenReads(url(path), false));
    // Asked before anything is drawn.
    const asked = [...requests];
    render(
      <Provider store={store}>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={null}>
              <Routes>
                <Route path="/home" element={<HomePage />} />
                <Route path="/station/:id" element={<StationDetailPage />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </UiProvider>
      </Provider>,
    );
    return asked;
  }

  it("are the finder's own: it shows their answer and asks nothing again", async () => {
    const asked = openFirst('/home');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'Ring Road Hub' }).length).toBeGreaterThan(0),
    );
    expect(asked.map((u) => u.split('?')[0])).toEqual(['/api/stations', '/api/availability/now']);
    expect(requests.filter((u) => u.startsWith('/api/stations'))).toHaveLength(1);
    expect(requests.filter((u) => u.startsWith('/api/availability/now'))).toHaveLength(1);
  });

  it("are a station page's own: it shows the station and asks for it once", async () => {
    const asked = openFirst('/station/7');
    await screen.findByRole('heading', { level: 1, name: 'Ring Road Hub' });
    expect(asked).toEqual(['/api/stations/7']);
    expect(requests.filter((u) => u === '/api/stations/7')).toHaveLength(1);
  });
});
