import { nextChargePointId } from './charge-point-id';

describe('nextChargePointId', () => {
  it('numbers a station’s charge points from 1, filling gaps', () => {
    expect(nextChargePointId(12, [])).toBe('CS12-1');
    expect(nextChargePointId(12, ['CS12-1', 'CS12-2'])).toBe('CS12-3');
    expect(nextChargePointId(12, ['CS12-2', 'my-own-id'])).toBe('CS12-1');
  });
});
