import type { ChargePoint, Station } from '@chargesetu/shared/contracts';
import { chargerErrors, chargerOverview, isFaulted, maskIdTag } from './console-view';

const cp = (id: string, stationId: number, over: Partial<ChargePoint> = {}): ChargePoint => ({
  id,
  stationId,
  connectors: [
    { connectorId: 1, chargerIndex: 0, status: 'Available', errorCode: 'NoError', statusAt: null },
  ],
  online: true,
  connectedAt: null,
  lastSeenAt: null,
  lastHeartbeatAt: null,
  heartbeatIntervalSeconds: 60,
  vendor: null,
  model: null,
  firmwareVersion: null,
  serialNumber: null,
  status: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const station = (id: number, city: string, state: string, operator: string) =>
  ({ id, name: `S${id}`, operator, address: { city, state } }) as unknown as Station;

describe('the operator console view', () => {
  it('masks an idTag but its last 4 characters', () => {
    expect(maskIdTag('ABCDEF1234')).toBe('••••••1234');
    expect(maskIdTag('ABC')).toBe('•••');
    expect(maskIdTag(null)).toBeNull();
  });

  it('a charger is faulted when the whole of it or any connector reports Faulted', () => {
    expect(isFaulted(cp('a', 1))).toBe(false);
    expect(isFaulted(cp('a', 1, { status: 'Faulted' }))).toBe(true);
    const faultyConnector = cp('a', 1, {
      connectors: [
        { connectorId: 1, chargerIndex: 0, status: 'Available', errorCode: 'NoError', statusAt: null },
        {
          connectorId: 2,
          chargerIndex: 1,
          status: 'Faulted',
          errorCode: 'GroundFailure',
          statusAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(isFaulted(faultyConnector)).toBe(true);
    expect(chargerErrors(faultyConnector)).toEqual([
      { connectorId: 2, errorCode: 'GroundFailure', at: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('counts over the place and operator filters, then filters by status and pages', () => {
    const stations = [station(1, 'Pune', 'Maharashtra', 'Tata'), station(2, 'Delhi', 'Delhi', 'Jio')];
    const points = [
      cp('p1', 1),
      cp('p2', 1, { online: false }),
      cp('p3', 1, { status: 'Faulted' }),
      cp('d1', 2),
      cp('x1', 99, { online: false }),
    ];
    const pune = chargerOverview(points, stations, { city: 'Pune', status: 'online' });
    expect(pune.counts).toEqual({ total: 3, online: 2, offline: 1, faulted: 1 });
    expect(pune.chargers.map((c) => c.id)).toEqual(['p1', 'p3']);
    expect(pune.total).toBe(2);

    const all = chargerOverview(points, stations, { limit: 2, offset: 2 });
    expect(all.counts).toEqual({ total: 5, online: 3, offline: 2, faulted: 1 });
    expect(all.chargers.map((c) => c.id)).toEqual(['p3', 'd1']);
    expect(all.options).toEqual({
      states: ['Delhi', 'Maharashtra'],
      cities: ['Delhi', 'Pune'],
      operators: ['Jio', 'Tata'],
    });
    // A charger whose station the catalogue does not know shows no place and matches no place filter.
    expect(
      chargerOverview(points, stations, { status: 'offline' }).chargers.find((c) => c.id === 'x1'),
    ).toMatchObject({
      city: null,
      operator: null,
    });
    expect(chargerOverview(points, stations, { operator: 'Jio' }).chargers.map((c) => c.id)).toEqual(['d1']);
    expect(chargerOverview(points, stations, { status: 'faulted', state: 'Delhi' }).chargers).toEqual([]);
  });
});
