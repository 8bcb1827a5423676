import { InvalidRequest } from '../errors/domain-errors';
import { analyticsRange, datesOf } from './analytics-range';

const NOW = new Date('2026-11-24T07:00:00Z'); // 12:30 IST on 24 Nov

describe('analyticsRange', () => {
  it('defaults to the last 30 days up to today (IST), both ends included', () => {
    expect(analyticsRange({}, NOW)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(datesOf('2026-10-26', '2026-11-24')).toHaveLength(30);
    expect(analyticsRange({ to: '2026-03-31' }, NOW)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
  });

  it('refuses a date that does not exist, a reversed range and one over 92 days, saying why', () => {
    expect(() => analyticsRange({ from: '2026-02-30', to: '2026-03-01' }, NOW)).toThrow(
      new InvalidRequest('Please choose real dates (YYYY-MM-DD).'),
    );
    expect(() => analyticsRange({ from: '2026-03-02', to: '2026-03-01' }, NOW)).toThrow(
      'The start date must be on or before the end date.',
    );
    expect(() => analyticsRange({ from: '2026-01-01', to: '2026-04-03' }, NOW)).toThrow(
      'Please choose a range of at most 92 days.',
    );
    expect(analyticsRange({ from: '2026-01-01', to: '2026-04-02' }, NOW)).toEqual({
      from: '2026-01-01',
      to: '2026-04-02',
    });
  });
});

describe('datesOf', () => {
  it('lists every date of the range across a month end', () => {
    expect(datesOf('2026-11-29', '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });
});
