import type { ChargingStatus, StationFreeNow } from '@chargesetu/shared/contracts';
import { liveAvailability } from './live-availability';
import { liveFigures, sampleFigures, statusPollInterval } from './session-figures';

const charging: ChargingStatus = {
  status: 'active',
  isCharging: true,
  percentComplete: 40,
  energyDelivered: 12.456,
  timeRemaining: 17.6,
  currentPower: 50,
  startTime: '2026-11-24T04:30:00.000Z',
  batteryPercentage: 57,
  costSoFar: '292.72',
};

describe('session figures', () => {
  it('the sample is spec 3’s fixed session: 42% toward 80%, 24 min, 16.8 kWh, 48.2 kW, cost 234', () => {
    expect(sampleFigures()).toEqual({
      batteryPercent: 42,
      targetPercent: 80,
      battery: '42%',
      timeRemaining: '24 min',
      energy: '16.8 kWh',
      power: '48.2 kW',
      cost: '₹234.00',
    });
  });

  it('a real session shows the status answer, with no invented target', () => {
    expect(liveFigures(charging)).toEqual({
      batteryPercent: 57,
      targetPercent: null,
      battery: '57%',
      timeRemaining: '18 min',
      energy: '12.5 kWh',
      power: '50.0 kW',
      cost: '₹292.72',
    });
  });

  it('shows dashes until the first status arrives', () => {
    expect(liveFigures(undefined)).toMatchObject({ battery: '—', energy: '—', cost: '—', batteryPercent: 0 });
  });

  it('polls every 3 s while charging, 10 s otherwise, and stops once completed (spec 4)', () => {
    expect(statusPollInterval(charging)).toBe(3000);
    expect(statusPollInterval({ ...charging, isCharging: false, status: 'pending' })).toBe(10000);
    expect(statusPollInterval(undefined)).toBe(10000);
    expect(statusPollInterval({ ...charging, isCharging: false, status: 'completed' })).toBe(0);
  });
});

describe('liveAvailability', () => {
  const figure = (
    freeNow: number,
    totalChargers: number,
    level: StationFreeNow['level'],
  ): StationFreeNow => ({
    stationId: 1,
    freeNow,
    totalChargers,
    level,
  });

  it('says how many chargers are free now, with the server’s level', () => {
    expect(liveAvailability(figure(2, 4, 'Available'), false)).toEqual({
      level: 'Available',
      text: '2 of 4 chargers free now',
    });
    expect(liveAvailability(figure(0, 1, 'Busy'), false)).toEqual({
      level: 'Busy',
      text: '0 of 1 charger free now',
    });
    expect(liveAvailability(figure(0, 0, 'Busy'), false).text).toBe('No chargers listed');
  });

  it('is unknown (not invented) while loading or when the station is not in the answer', () => {
    expect(liveAvailability(undefined, true)).toEqual({ level: null, text: 'Checking availability…' });
    expect(liveAvailability(undefined, false)).toEqual({ level: null, text: 'Live availability unknown' });
  });
});
