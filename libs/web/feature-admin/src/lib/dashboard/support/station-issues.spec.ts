import { aChargePoint, aStation } from '../../testing/charge-points';
import { stationsById } from '../charge-points/charge-point-text';
import { stationIssues } from './station-issues';

const stations = stationsById([
  aStation({
    id: 12,
    name: 'Koramangala Hub',
    chargers: [
      { type: 'CCS2', power: 50, pricePerKwh: '18.50' },
      { type: 'Type 2', power: 22, pricePerKwh: '12.00' },
    ],
  }),
]);
const connected = {
  online: true,
  connectedAt: '2026-11-24T03:00:00.000Z',
  lastSeenAt: '2026-11-24T05:00:00.000Z',
};
const ok = { status: 'Available' as const, errorCode: 'NoError', statusAt: '2026-11-24T03:00:00.000Z' };

describe('stationIssues', () => {
  it('has none for chargers that are online with every connector fine or busy', () => {
    const cp = aChargePoint({
      id: 'CS12-1',
      stationId: 12,
      ...connected,
      connectors: [
        { connectorId: 1, chargerIndex: 0, ...ok },
        { connectorId: 2, chargerIndex: 1, ...ok, status: 'Charging' },
      ],
    });
    expect(stationIssues([cp], stations)).toEqual([]);
  });

  it('reports an offline charger (critical, since it was last heard) and one that never connected', () => {
    const issues = stationIssues(
      [
        aChargePoint({ id: 'CS12-2', stationId: 12, createdAt: '2026-11-20T10:00:00.000Z' }),
        aChargePoint({ id: 'CS12-1', stationId: 12, ...connected, online: false }),
      ],
      stations,
    );
    expect(issues.map((i) => [i.where, i.station, i.severity, i.since])).toEqual([
      ['CS12-1', 'Koramangala Hub', 'Critical', '2026-11-24T05:00:00.000Z'],
      ['CS12-2', 'Koramangala Hub', 'Medium', '2026-11-20T10:00:00.000Z'],
    ]);
    expect(issues[0].issue).toMatch(/^Offline/);
    expect(issues[1].issue).toBe('Has never connected since it was registered');
  });

  it('reports faulted and out-of-service connectors with their charger and error code, critical first', () => {
    const cp = aChargePoint({
      id: 'CS12-1',
      stationId: 12,
      ...connected,
      connectors: [
        {
          connectorId: 1,
          chargerIndex: 0,
          status: 'Unavailable',
          errorCode: 'NoError',
          statusAt: '2026-11-24T06:00:00.000Z',
        },
        {
          connectorId: 2,
          chargerIndex: 1,
          status: 'Faulted',
          errorCode: 'GroundFailure',
          statusAt: '2026-11-24T04:00:00.000Z',
        },
        {
          connectorId: 3,
          chargerIndex: 5,
          status: 'Available',
          errorCode: 'HighTemperature',
          statusAt: null,
        },
      ],
    });
    expect(stationIssues([cp], stations).map((i) => [i.where, i.issue, i.severity])).toEqual([
      ['CS12-1 · Connector 2 · Type 2 22 kW', 'Faulted (GroundFailure)', 'Critical'],
      ['CS12-1 · Connector 1 · CCS2 50 kW', 'Out of service (Unavailable)', 'Medium'],
      ['CS12-1 · Connector 3 · Charger 6', 'Available (HighTemperature)', 'Medium'],
    ]);
  });

  it('reports the whole charger’s Faulted status, and names an unknown station by its id', () => {
    const cp = aChargePoint({ id: 'CS99-1', stationId: 99, ...connected, status: 'Faulted', connectors: [] });
    expect(stationIssues([cp], stations)).toEqual([
      expect.objectContaining({
        station: 'Station 99',
        issue: 'The whole charger reports Faulted',
        severity: 'Critical',
        since: null,
      }),
    ]);
  });
});
