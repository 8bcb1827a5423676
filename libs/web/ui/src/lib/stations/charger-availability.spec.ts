import type { StationChargerLive } from '@chargesetu/shared/contracts';
import { chargerChipView, chargersSourceText } from './charger-availability';

const charger = (over: Partial<StationChargerLive> = {}): StationChargerLive => ({
  chargerIndex: 0,
  type: 'CCS2',
  power: 60,
  status: 'Available',
  since: '2026-11-23T04:30:00.000Z', // 10:00 AM IST
  source: 'chargers',
  free: true,
  ...over,
});

describe('chargerChipView (GET /api/stations/:id/chargers/live)', () => {
  it('names the connector by its place in the station, its type and power, and the status the charger reports', () => {
    expect(chargerChipView(charger())).toEqual({
      text: 'Connector 1 · CCS2 60 kW · Available',
      state: 'Available',
      detail: 'Live from the charger since 23 Nov 2026, 10:00 AM',
      color: 'success',
      variant: 'filled',
    });
    expect(
      chargerChipView(
        charger({ chargerIndex: 2, type: 'Type 2', power: 7.4, status: 'Charging', free: false }),
      ),
    ).toMatchObject({
      text: 'Connector 3 · Type 2 7.4 kW · Charging',
      color: 'warning',
    });
  });

  it('colours by meaning: in use or held is warning, out of service error, offline grey', () => {
    const colour = (status: StationChargerLive['status']) =>
      chargerChipView(charger({ status, free: false })).color;
    expect(
      ['Preparing', 'Charging', 'SuspendedEV', 'SuspendedEVSE', 'Finishing', 'Reserved'].map((s) =>
        colour(s as never),
      ),
    ).toEqual(Array(6).fill('warning'));
    expect([colour('Faulted'), colour('Unavailable'), colour('Offline')]).toEqual([
      'error',
      'error',
      'default',
    ]);
    expect(chargerChipView(charger({ status: 'Offline', free: false })).text).toBe(
      'Connector 1 · CCS2 60 kW · Offline',
    );
    expect(chargerChipView(charger({ status: 'SuspendedEV', free: false })).state).toBe(
      'Suspended (vehicle)',
    );
  });

  it('an Available charger a booking holds now is Booked, as the free-now figure counts it', () => {
    expect(chargerChipView(charger({ free: false }))).toMatchObject({
      text: 'Connector 1 · CCS2 60 kW · Booked',
      detail: 'Live from the charger since 23 Nov 2026, 10:00 AM: Available, but a booking holds it now',
      color: 'warning',
    });
  });

  it('without a live status, says Free or Booked from the bookings, outlined and labelled an estimate', () => {
    const estimate = { status: null, since: null, source: 'bookings' } as const;
    expect(chargerChipView(charger({ ...estimate, free: true }))).toEqual({
      text: 'Connector 1 · CCS2 60 kW · Free',
      state: 'Free',
      detail: 'Estimated from bookings',
      color: 'success',
      variant: 'outlined',
    });
    expect(chargerChipView(charger({ ...estimate, free: false }))).toMatchObject({
      text: 'Connector 1 · CCS2 60 kW · Booked',
      color: 'warning',
      variant: 'outlined',
    });
  });
});

describe('chargersSourceText', () => {
  it('is live when every charger reports, estimated when none does, and says so when only some do', () => {
    const live = charger();
    const estimated = charger({ status: null, since: null, source: 'bookings' });
    expect(chargersSourceText([live, live])).toBe('Live from the chargers');
    expect(chargersSourceText([estimated])).toBe('Estimated from bookings');
    expect(chargersSourceText([live, estimated])).toBe(
      'Live from the chargers that report, the others estimated from bookings',
    );
  });
});
