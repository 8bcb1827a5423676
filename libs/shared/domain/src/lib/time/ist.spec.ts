import {
  addDaysYmd,
  hhmmFromMinutes,
  IST_OFFSET_MINUTES,
  istDateString,
  istHour,
  istInstant,
  istWallClock,
  istWeekday,
  isValidHhmm,
  isValidInstant,
  isValidYmd,
  minutesBetween,
  minutesOfDay,
  toDate,
  todayIst,
} from './ist';

// These tests must pass whatever the host time zone is (CI runs them under TZ=UTC and
// TZ=America/New_York too): every expectation is written in UTC instants and IST wall clock.
describe('IST conversions', () => {
  it('uses the fixed +05:30 offset', () => {
    expect(IST_OFFSET_MINUTES).toBe(330);
  });

  it('reads the IST date and wall clock of an instant', () => {
    expect(istDateString('2026-11-23T04:30:00.000Z')).toBe('2026-11-23');
    expect(istWallClock('2026-11-23T04:30:00.000Z')).toBe('10:00');
    expect(istHour('2026-11-23T04:30:00.000Z')).toBe(10);
  });

  it('crosses midnight: 18:30Z is already the next IST day', () => {
    expect(istDateString('2026-11-22T18:29:59.000Z')).toBe('2026-11-22');
    expect(istDateString('2026-11-22T18:30:00.000Z')).toBe('2026-11-23');
    expect(istWallClock('2026-11-22T18:30:00.000Z')).toBe('00:00');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const ms = Date.UTC(2026, 10, 23, 4, 30);
    expect(istWallClock(ms)).toBe('10:00');
    expect(istWallClock(new Date(ms))).toBe('10:00');
  });

  it('builds instants from IST date and time', () => {
    expect(istInstant('2026-11-23', '10:00').toISOString()).toBe('2026-11-23T04:30:00.000Z');
    expect(istInstant('2026-11-23', '00:15').toISOString()).toBe('2026-11-22T18:45:00.000Z');
    expect(istInstant('2026-11-23', '23:30').toISOString()).toBe('2026-11-23T18:00:00.000Z');
  });

  it('round-trips instant -> IST date and time -> instant', () => {
    const start = Date.UTC(2026, 0, 1, 0, 0);
    for (let i = 0; i < 400; i++) {
      const t = new Date(start + i * 97 * 60_000);
      expect(istInstant(istDateString(t), istWallClock(t)).getTime()).toBe(t.getTime());
    }
  });

  it('refuses malformed input with RangeError', () => {
    expect(() => istInstant('2026-02-30', '10:00')).toThrow(RangeError);
    expect(() => istInstant('2026-11-23', '24:00')).toThrow(RangeError);
    expect(() => toDate('not a date')).toThrow(RangeError);
  });

  it('gives the IST weekday of a calendar date', () => {
    expect(istWeekday('2026-11-23')).toBe('monday');
    expect(istWeekday('2026-11-22')).toBe('sunday');
    expect(istWeekday('2024-02-29')).toBe('thursday');
  });

  it('knows today in IST from an instant', () => {
    expect(todayIst('2026-11-23T20:00:00.000Z')).toBe('2026-11-24');
    expect(todayIst(new Date('2026-11-23T10:00:00.000Z'))).toBe('2026-11-23');
  });
});

describe('calendar and clock helpers', () => {
  it('validates calendar dates', () => {
    expect(isValidYmd('2024-02-29')).toBe(true);
    expect(isValidYmd('2026-02-29')).toBe(false);
    expect(isValidYmd('2026-1-05')).toBe(false);
    expect(isValidYmd(20261123)).toBe(false);
  });

  it('validates wall-clock times', () => {
    expect(isValidHhmm('00:00')).toBe(true);
    expect(isValidHhmm('23:59')).toBe(true);
    expect(isValidHhmm('24:00')).toBe(false);
    expect(isValidHhmm('9:00')).toBe(false);
  });

  it('validates instants', () => {
    expect(isValidInstant('2026-11-23T04:30:00Z')).toBe(true);
    expect(isValidInstant('nope')).toBe(false);
    expect(isValidInstant(null)).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDaysYmd('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysYmd('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDaysYmd('0100-01-01', 1)).toBe('0100-01-02');
    expect(addDaysYmd('0999-12-31', 1)).toBe('1000-01-01');
  });

  it('converts between HH:MM and minutes', () => {
    expect(minutesOfDay('06:30')).toBe(390);
    expect(hhmmFromMinutes(390)).toBe('06:30');
    expect(() => minutesOfDay('6:30')).toThrow(RangeError);
  });

  it('measures minutes between instants', () => {
    expect(minutesBetween('2026-11-23T04:30:00Z', '2026-11-23T04:45:30Z')).toBe(15.5);
    expect(minutesBetween('2026-11-23T04:45:00Z', '2026-11-23T04:30:00Z')).toBe(-15);
  });
});
