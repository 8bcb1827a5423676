import { aChargingStatus } from '@chargesetu/web/data-access/testing';
import { liveFigures, liveNote } from './session-figures';

const charging = aChargingStatus({
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
});

describe('session figures', () => {
  it('a real session shows the status answer', () => {
    expect(liveFigures(charging)).toEqual({
      batteryPercent: 57,
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
      battery: 'Unknown',
      timeRemaining: '18 min',
      energy: '12.5 kWh',
      power: '50.0 kW',
      cost: '₹292.72',
    });
  });

  it('shows dashes and no battery bar (not an empty one) until the first status arrives', () => {
    expect(liveFigures(undefined)).toEqual({
      batteryPercent: null,
      battery: '—',
      timeRemaining: '—',
      energy: '—',
      power: '—',
      cost: '—',
    });
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
