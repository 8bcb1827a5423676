import { pageKeyOf, pageOfPath } from './page-of-path';
import { hrefs, paths, type PageKey } from './paths';

describe('pageKeyOf', () => {
  it('finds the page of a fixed path, with or without a trailing slash, query or hash', () => {
    expect(pageKeyOf('/')).toBe('landing');
    expect(pageKeyOf('/home')).toBe('home');
    expect(pageKeyOf('/home/')).toBe('home');
    expect(pageKeyOf('/bookings?tab=completed#top')).toBe('bookings');
    expect(pageKeyOf('/policies/privacy-policy')).toBe('privacyPolicy');
  });

  it('fills a parameter with exactly one segment', () => {
    expect(pageKeyOf(hrefs.station(4))).toBe('station');
    expect(pageKeyOf(hrefs.booking(12))).toBe('booking');
    expect(pageKeyOf(hrefs.chargeNow('12-3'))).toBe('chargeNow');
    expect(pageKeyOf('/payment')).toBe('payment');
    expect(pageKeyOf('/payment/7')).toBe('paymentForBooking');
    expect(pageKeyOf('/station')).toBeUndefined();
    expect(pageKeyOf('/station/4/extra')).toBeUndefined();
  });

  it('knows no page for an unknown path or a redirect', () => {
    expect(pageKeyOf('/no-such-page')).toBeUndefined();
    expect(pageKeyOf('/auth/login')).toBeUndefined();
    expect(pageKeyOf('/homework')).toBeUndefined();
  });

  it('finds every page of the route table from its own path', () => {
    for (const [key, route] of Object.entries(paths) as [PageKey, { path: string }][]) {
      const path = route.path.replace(/:\w+/g, '9');
      expect(pageKeyOf(path)).toBe(key);
    }
  });
});

describe('pageOfPath', () => {
  it("gives the page with its path's parameters", () => {
    expect(pageOfPath('/station/4/?q=x')).toEqual({ key: 'station', params: { id: '4' } });
    expect(pageOfPath(hrefs.booking(12))).toEqual({ key: 'booking', params: { stationId: '12' } });
    expect(pageOfPath('/home')).toEqual({ key: 'home', params: {} });
    expect(pageOfPath('/no-such-page')).toBeUndefined();
  });
});
