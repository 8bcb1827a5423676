import {
  nextProgress,
  PROGRESS_DONE,
  PROGRESS_MAX_STEP,
  PROGRESS_MIN_STEP,
  PROGRESS_TICK_MS,
} from './progress';

describe('payment progress simulation (docs/product.md §9: +5 to 20 percent every 300 ms, up to 100)', () => {
  it('ticks every 300 ms', () => {
    expect(PROGRESS_TICK_MS).toBe(300);
  });

  it('steps by 5 at the lowest roll and 20 at the highest', () => {
    expect(nextProgress(0, () => 0)).toBe(5);
    expect(nextProgress(0, () => 0.999999)).toBe(20);
    expect(nextProgress(40, () => 0.5)).toBe(53); // 5 + floor(0.5 x 16)
  });

  it('every step of a run lies within 5..20 and the run ends exactly at 100', () => {
    let value = 0;
    const steps: number[] = [];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    while (value < PROGRESS_DONE) {
      const next = nextProgress(value, random);
      steps.push(next - value);
      value = next;
    }
    expect(value).toBe(100);
    for (const step of steps.slice(0, -1)) {
      expect(step).toBeGreaterThanOrEqual(PROGRESS_MIN_STEP);
      expect(step).toBeLessThanOrEqual(PROGRESS_MAX_STEP);
    }
    expect(steps.length).toBeGreaterThanOrEqual(5); // at most 20 a step
    expect(steps.length).toBeLessThanOrEqual(20); // at least 5 a step
  });

  it('never passes 100', () => {
    expect(nextProgress(95, () => 0.999)).toBe(100);
    expect(nextProgress(100, () => 0)).toBe(100);
  });
});
