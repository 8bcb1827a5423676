import { ConfigError } from '@chargesetu/shared/server-kit';
import { loadRuntimeConfig, servicePort, serviceUrls, trustProxySetting } from './runtime-config';

describe('runtime configuration', () => {
  it('defaults every service port and URL, and reads overrides by name', () => {
    const config = loadRuntimeConfig({ BOOKINGS_PORT: '4103', PAYMENTS_URL: 'http://payments:3004' });
    expect(config.PORT).toBe(3000);
    expect(servicePort(config, 'bookings')).toBe(4103);
    expect(servicePort(config, 'auth')).toBe(3001);
    expect(serviceUrls(config).payments).toBe('http://payments:3004');
    expect(serviceUrls(config).charging).toBe('http://127.0.0.1:3005');
  });

  it('names a bad variable at start', () => {
    expect(() => loadRuntimeConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadRuntimeConfig({ STATIONS_PORT: 'abc' })).toThrow(/STATIONS_PORT/);
  });

  it('trusts no proxy at the public entry and one hop (the gateway) in a service, unless told otherwise', () => {
    const unset = loadRuntimeConfig({});
    expect(trustProxySetting(unset, 'edge')).toBe(false);
    expect(trustProxySetting(unset, 'service')).toBe(1);
    expect(trustProxySetting(loadRuntimeConfig({ TRUST_PROXY: '2' }), 'edge')).toBe(2);
    expect(trustProxySetting(loadRuntimeConfig({ TRUST_PROXY: 'true' }), 'service')).toBe(true);
    expect(trustProxySetting(loadRuntimeConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }), 'edge')).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => loadRuntimeConfig({ TRUST_PROXY: 'everyone; drop table' })).toThrow(/TRUST_PROXY/);
  });
});
