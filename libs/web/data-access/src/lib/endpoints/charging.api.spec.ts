import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { chargingPollInterval } from './charging.api';

const status = (over: Partial<ChargingStatus> = {}): ChargingStatus => ({
  status: 'pending',
  isCharging: false,
  percentComplete: 0,
  energyDelivered: 0,
  timeRemaining: 30,
  currentPower: 0,
  startTime: null,
  batteryPercentage: 20,
  costSoFar: '0.00',
  ...over,
});

describe('chargingPollInterval (docs/product.md §4 and §9)', () => {
  it('polls every 3 s while charging', () => {
    expect(chargingPollInterval(status({ status: 'active', isCharging: true }))).toBe(3000);
  });
  it('polls every 10 s otherwise, including before the first answer', () => {
    expect(chargingPollInterval(status())).toBe(10000);
    expect(chargingPollInterval(undefined)).toBe(10000);
  });
  it('stops polling once completed', () => {
    expect(chargingPollInterval(status({ status: 'completed' }))).toBe(0);
  });
});
