import { addMonthsYm, istMonth, istMonthStart, isValidYm, monthsEnding } from './ist-months';

describe('IST months', () => {
  it('reads the IST month of an instant: 31 Jan 19:00 UTC is already 1 Feb in India', () => {
    expect(istMonth('2026-01-31T18:29:59.999Z')).toBe('2026-01');
    expect(istMonth('2026-01-31T18:30:00.000Z')).toBe('2026-02');
  });

  it('adds and subtracts months across years', () => {
    expect(addMonthsYm('2026-12', 1)).toBe('2027-01');
    expect(addMonthsYm('2026-01', -1)).toBe('2025-12');
    expect(addMonthsYm('2026-03', -14)).toBe('2025-01');
    expect(() => addMonthsYm('2026-13', 1)).toThrow(RangeError);
  });

  it('lists the months ending with one, oldest first', () => {
    expect(monthsEnding('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsEnding('2026-02', 0)).toEqual([]);
  });

  it('starts a month at 00:00 IST on its 1st (18:30 UTC the day before)', () => {
    expect(istMonthStart('2026-03').toISOString()).toBe('2026-02-28T18:30:00.000Z');
  });

  it('accepts only YYYY-MM with a real month', () => {
    expect(isValidYm('2026-07')).toBe(true);
    expect(isValidYm('2026-00')).toBe(false);
    expect(isValidYm('2026-7')).toBe(false);
  });
});
