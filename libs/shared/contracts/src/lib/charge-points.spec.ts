import { ocppIdentityOf } from './charge-points';

describe('ocppIdentityOf (the charge point a WebSocket upgrade asks for)', () => {
  it('is the one identity segment of /ocpp/{id}, decoded', () => {
    expect(ocppIdentityOf('/ocpp/CS12')).toBe('CS12');
    expect(ocppIdentityOf('/ocpp/CS12?x=1')).toBe('CS12');
    expect(ocppIdentityOf('/ocpp/CP%3A1')).toBe('CP:1');
    expect(ocppIdentityOf('/%6Fcpp/CS12')).toBe('CS12');
  });

  it('is null for any other path: more segments, dot segments, an encoded slash, a forbidden identity', () => {
    for (const url of [
      '/ocpp/',
      '/ocpp',
      '/api/ocpp/CS12',
      '/ocpp/a/CS12',
      '/ocpp/CS12/',
      '/ocpp/..',
      '/ocpp/%2e%2e',
      '/ocpp/a%2FCS12',
      '/ocpp/has%20space',
      `/ocpp/${'x'.repeat(49)}`,
      '/ocpp/%E0%A4%A',
    ]) {
      expect({ url, id: ocppIdentityOf(url) }).toEqual({ url, id: null });
    }
  });
});
