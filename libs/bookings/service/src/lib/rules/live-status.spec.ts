import type { LiveChargerStatus } from '@chargesetu/shared/contracts';
import {
  chargerNow,
  effectiveStatus,
  liveByStation,
  stationChargersNow,
  stationFigure,
  type StatusReport,
} from './live-status';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 4, minute));
const report = (status: LiveChargerStatus, minute: number): StatusReport => ({ status, at: at(minute) });

describe('effectiveStatus (a connector and its charge point)', () => {
  it("is the connector's own report when the charge point has said nothing", () => {
    expect(effectiveStatus(report('Charging', 5), null)).toEqual(report('Charging', 5));
  });

  it.each(['Offline', 'Unavailable', 'Faulted'] as const)(
    "is the charge point's %s when it is newer than the connector's report, or as new",
    (status) => {
      expect(effectiveStatus(report('Available', 5), report(status, 6))).toEqual(report(status, 6));
      expect(effectiveStatus(report('Available', 5), report(status, 5))).toEqual(report(status, 5));
    },
  );

  it("gives way to the connector's report made after it (the charger is back)", () => {
    expect(effectiveStatus(report('Available', 7), report('Offline', 6))).toEqual(report('Available', 7));
  });

  it("never lets the charge point's Available (or any other status) hide what the connector said", () => {
    for (const status of ['Available', 'Preparing', 'Charging', 'Reserved'] as const) {
      expect(effectiveStatus(report('Charging', 5), report(status, 9))).toEqual(report('Charging', 5));
    }
  });
});

describe('chargerNow (free now)', () => {
  it('with a live status, is free only when Available and no booking holds it', () => {
    expect(chargerNow(report('Available', 1), false)).toEqual({
      status: 'Available',
      since: at(1),
      source: 'chargers',
      free: true,
    });
    expect(chargerNow(report('Available', 1), true).free).toBe(false);
    for (const status of [
      'Preparing',
      'Charging',
      'SuspendedEVSE',
      'SuspendedEV',
      'Finishing',
      'Reserved',
      'Unavailable',
      'Faulted',
      'Offline',
    ] as const) {
      expect({ status, free: chargerNow(report(status, 1), false).free }).toEqual({ status, free: false });
    }
  });

  it('without a live status, goes by the bookings alone', () => {
    expect(chargerNow(undefined, false)).toEqual({
      status: null,
      since: null,
      source: 'bookings',
      free: true,
    });
    expect(chargerNow(undefined, true)).toEqual({
      status: null,
      since: null,
      source: 'bookings',
      free: false,
    });
  });
});

describe('stationFigure', () => {
  it('counts the free chargers, with the level of the cards', () => {
    const live = new Map([
      [0, report('Available', 1)],
      [1, report('Charging', 1)],
      [2, report('Available', 1)],
      [3, report('Faulted', 1)],
    ]);
    const chargers = stationChargersNow(4, live, new Set([2]));
    expect(chargers.map((c) => c.free)).toEqual([true, false, false, false]);
    expect(stationFigure(chargers)).toEqual({ freeNow: 1, level: 'Limited', source: 'chargers' });
  });

  it('is from the chargers only when every charger reports; otherwise it is labelled an estimate', () => {
    const partly = stationChargersNow(3, new Map([[0, report('Offline', 1)]]), new Set());
    expect(partly.map((c) => c.source)).toEqual(['chargers', 'bookings', 'bookings']);
    expect(stationFigure(partly)).toEqual({ freeNow: 2, level: 'Available', source: 'bookings' });
    expect(stationFigure(stationChargersNow(2, new Map(), new Set([1])))).toEqual({
      freeNow: 1,
      level: 'Available',
      source: 'bookings',
    });
  });

  it('ignores reports about chargers the station no longer lists; a station without chargers is Busy', () => {
    const chargers = stationChargersNow(1, new Map([[5, report('Faulted', 1)]]), new Set([7]));
    expect(chargers).toEqual([{ status: null, since: null, source: 'bookings', free: true }]);
    expect(stationFigure([])).toEqual({ freeNow: 0, level: 'Busy', source: 'bookings' });
  });
});

describe('liveByStation', () => {
  it("groups the chargers' statuses by station and index, the charge point's applied", () => {
    const live = liveByStation([
      { stationId: 1, chargerIndex: 0, own: report('Charging', 2), chargePoint: report('Offline', 3) },
      { stationId: 1, chargerIndex: 1, own: report('Available', 4), chargePoint: report('Offline', 3) },
      { stationId: 2, chargerIndex: 0, own: report('Preparing', 2), chargePoint: null },
    ]);
    expect([...live.keys()]).toEqual([1, 2]);
    expect(live.get(1)?.get(0)).toEqual(report('Offline', 3));
    expect(live.get(1)?.get(1)).toEqual(report('Available', 4));
    expect(live.get(2)?.get(0)).toEqual(report('Preparing', 2));
  });
});
