import { estimatedRangeKm } from './battery';

describe('estimatedRangeKm', () => {
  it('is level x 3.5 km', () => {
    expect(estimatedRangeKm(20)).toBe(70);
    expect(estimatedRangeKm(100)).toBe(350);
    expect(estimatedRangeKm(33)).toBe(115.5);
  });
});
