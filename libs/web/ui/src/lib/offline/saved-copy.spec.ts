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
});
