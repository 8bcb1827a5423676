import { batteryLevelOrDefault, estimatedRangeKm } from './battery';

describe('estimatedRangeKm', () => {
  it('is level x 3.5 km', () => {
    expect(estimatedRangeKm(20)).toBe(70);
    expect(estimatedRangeKm(100)).toBe(350);
    expect(estimatedRangeKm(33)).toBe(115.5);
  });
});

describe('batteryLevelOrDefault', () => {
  it('defaults to 20 and clamps to 0-100', () => {
    expect(batteryLevelOrDefault(null)).toBe(20);
    expect(batteryLevelOrDefault(undefined)).toBe(20);
    expect(batteryLevelOrDefault(55)).toBe(55);
    expect(batteryLevelOrDefault(120)).toBe(100);
  });
});
