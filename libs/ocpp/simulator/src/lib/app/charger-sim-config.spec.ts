import { ConfigError } from '@chargesetu/shared/server-kit';
import { loadChargerSimConfig, ocppEndpoint } from './charger-sim-config';

const JWT_SECRET = 'j'.repeat(32);

describe('loadChargerSimConfig', () => {
  it('needs JWT_SECRET and fills in the defaults', () => {
    expect(() => loadChargerSimConfig({})).toThrow(ConfigError);
    expect(loadChargerSimConfig({ JWT_SECRET })).toMatchObject({
      OCPP_URL: 'http://127.0.0.1:3007',
      STATIONS_URL: 'http://127.0.0.1:3002',
      CHARGING_TIME_SCALE: 1,
      METER_SAMPLE_INTERVAL_S: 10,
    });
    expect(loadChargerSimConfig({ JWT_SECRET, CHARGING_TIME_SCALE: '60' }).CHARGING_TIME_SCALE).toBe(60);
  });
});

describe('ocppEndpoint', () => {
  it('is OCPP_WS_URL when set, else the ocpp service host over ws(s) at /ocpp', () => {
    expect(ocppEndpoint({ OCPP_WS_URL: 'ws://localhost:3000/ocpp/', OCPP_URL: 'http://x' })).toBe(
      'ws://localhost:3000/ocpp',
    );
    expect(ocppEndpoint({ OCPP_URL: 'http://127.0.0.1:3007' })).toBe('ws://127.0.0.1:3007/ocpp');
    expect(ocppEndpoint({ OCPP_URL: 'https://ocpp.example.com' })).toBe(
      'wss://ocpp.example.com/ocpp',
    );
  });
});
