import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { liveFigures, liveNote, sampleFigures } from './session-figures';

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
  source: 'meter',
  notice: null,
};

describe('session figures', () => {
  it('the sample is docs/product.md §3’s fixed session: 42% toward 80%, 24 min, 16.8 kWh, 48.2 kW, cost 234', () => {
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

  it('shows an unknown battery as Unknown, with no bar value, when the charger does not report it', () => {
    expect(liveFigures({ ...charging, batteryPercentage: null })).toEqual({
      batteryPercent: null,
      targetPercent: null,
      battery: 'Unknown',
      timeRemaining: '18 min',
      energy: '12.5 kWh',
      power: '50.0 kW',
      cost: '₹292.72',
    });
  });

  it('shows dashes until the first status arrives', () => {
    expect(liveFigures(undefined)).toMatchObject({ battery: '—', energy: '—', cost: '—', batteryPercent: 0 });
  });
});

describe('liveNote', () => {
  it('is the service notice when there is one', () => {
    expect(liveNote({ ...charging, notice: 'The charger is finishing the session.' })).toBe(
      'The charger is finishing the session.',
    );
  });
  it('says the charger has not confirmed the start yet', () => {
    expect(liveNote({ ...charging, status: 'starting', isCharging: false })).toBe(
      'Waiting for the charger to start… (up to 60 seconds)',
    );
  });
  it('is nothing for a session charging normally, or before the first answer', () => {
    expect(liveNote(charging)).toBeNull();
    expect(liveNote(undefined)).toBeNull();
  });
});
