import { OWN_DATA_CACHE, STATION_CACHE } from './cache-names';
import { savedAt, savedCopyOf } from './saved-copy';

describe('savedCopyOf (docs/product.md §2.19)', () => {
  it('the finder and a station page show the saved catalogue', () => {
    expect(savedCopyOf('/home')).toEqual({
      what: 'stations',
      cacheName: STATION_CACHE,
      apiPath: '/api/stations',
    });
    expect(savedCopyOf('/station/12/')).toEqual({
      what: 'stations',
      cacheName: STATION_CACHE,
      apiPath: '/api/stations/12',
    });
  });

  it('My Bookings, Charging History and a booking’s details show the driver’s own saved bookings', () => {
    const list = { what: 'bookings', cacheName: OWN_DATA_CACHE, apiPath: '/api/bookings' };
    expect(savedCopyOf('/bookings')).toEqual(list);
    expect(savedCopyOf('/charging-history')).toEqual(list);
    expect(savedCopyOf('/booking-success/9')).toEqual({ ...list, apiPath: '/api/bookings/9' });
  });

  it('other pages show nothing saved', () => {
    for (const path of ['/', '/payments', '/charging/9', '/booking/12', '/station/abc', '/bookings/9']) {
      expect(savedCopyOf(path)).toBeUndefined();
    }
  });

  it('cannot tell when anything was saved without Cache Storage (jsdom has none)', async () => {
    expect(
      await savedAt({ what: 'bookings', cacheName: OWN_DATA_CACHE, apiPath: '/api/bookings' }),
    ).toBeNull();
  });

  it('tells the newest Date of the answers saved at the page’s API path, whatever their query', async () => {
    const saved = (url: string, date?: string) =>
      [new Request(url), new Response('[]', { headers: date ? { date } : {} })] as const;
    const entries = [
      saved('https://x.in/api/stations?state=Goa', 'Mon, 23 Nov 2026 10:00:00 GMT'),
      saved('https://x.in/api/stations', 'Tue, 24 Nov 2026 08:30:00 GMT'),
      saved('https://x.in/api/stations?city=Pune', 'not a date'),
      saved('https://x.in/api/stations?city=Agra'),
      // Another path: a station page, saved later, is not the list's copy.
      saved('https://x.in/api/stations/4', 'Wed, 25 Nov 2026 01:00:00 GMT'),
    ];
    vi.stubGlobal('caches', {
      open: async (name: string) => {
        expect(name).toBe(STATION_CACHE);
        return {
          keys: async () => entries.map(([request]) => request),
          match: async (request: Request) => entries.find(([r]) => r === request)?.[1],
        };
      },
    });
    try {
      const list = savedCopyOf('/home');
      expect(list).toBeDefined();
      expect((await savedAt(list!))?.toISOString()).toBe('2026-11-24T08:30:00.000Z');
      expect(
        await savedAt({ what: 'stations', cacheName: STATION_CACHE, apiPath: '/api/stations/9' }),
      ).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
