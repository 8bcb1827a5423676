import {
  formatDashboardTime,
  formatDateIn,
  formatDateTimeIn,
  formatHhmm12,
  formatTime12,
  formatTimeRange,
  formatWeekdayMonthDay,
} from './date-format';

// Instants in UTC; the expected text is IST (UTC + 05:30) whatever the host TZ is.
describe('formatDateIn', () => {
  it('is en-IN with a short month, in IST', () => {
    expect(formatDateIn('2026-11-23T04:30:00.000Z')).toBe('23 Nov 2026');
    expect(formatDateIn('2026-11-22T19:00:00.000Z')).toBe('23 Nov 2026'); // 00:30 IST next day
    expect(formatDateIn(new Date(Date.UTC(2027, 0, 5, 6)))).toBe('5 Jan 2027');
  });

  it('takes an IST calendar date as is', () => {
    expect(formatDateIn('2026-11-23')).toBe('23 Nov 2026');
  });

  it('shows a dash for an invalid value', () => {
    expect(formatDateIn('yesterday')).toBe('—');
  });
});

describe('formatTime12', () => {
  it.each([
    ['2026-11-23T04:30:00.000Z', '10:00 AM'],
    ['2026-11-23T05:00:00.000Z', '10:30 AM'],
    ['2026-11-23T06:30:00.000Z', '12:00 PM'],
    ['2026-11-23T09:15:00.000Z', '2:45 PM'],
    ['2026-11-22T18:35:00.000Z', '12:05 AM'],
  ])('%p is %p in IST', (instant, expected) => {
    expect(formatTime12(instant)).toBe(expected);
  });

  it('formats slot times too', () => {
    expect(formatHhmm12('06:00')).toBe('6:00 AM');
    expect(formatHhmm12('23:30')).toBe('11:30 PM');
    expect(formatHhmm12('bad')).toBe('—');
  });

  it('formats ranges and date-times', () => {
    expect(formatTimeRange('2026-11-23T04:30:00.000Z', '2026-11-23T05:00:00.000Z')).toBe(
      '10:00 AM – 10:30 AM',
    );
    expect(formatDateTimeIn('2026-11-23T04:30:00.000Z')).toBe('23 Nov 2026, 10:00 AM');
    expect(formatDateTimeIn('nope')).toBe('—');
  });
});

describe('formatDashboardTime', () => {
  const now = '2026-11-23T04:30:00.000Z'; // Monday 10:00 IST

  it('says Today and Tomorrow by IST day, in 24-hour time', () => {
    expect(formatDashboardTime('2026-11-23T09:00:00.000Z', now)).toBe('Today, 14:30');
    expect(formatDashboardTime('2026-11-23T18:29:00.000Z', now)).toBe('Today, 23:59');
    expect(formatDashboardTime('2026-11-23T18:30:00.000Z', now)).toBe('Tomorrow, 00:00');
    expect(formatDashboardTime('2026-11-24T03:30:00.000Z', now)).toBe('Tomorrow, 09:00');
  });

  it('otherwise shows "Mon D, HH:MM"', () => {
    expect(formatDashboardTime('2026-11-25T09:00:00.000Z', now)).toBe('Nov 25, 14:30');
    expect(formatDashboardTime('2026-11-20T09:00:00.000Z', now)).toBe('Nov 20, 14:30');
  });

  it('rolls Tomorrow over the year end', () => {
    expect(formatDashboardTime('2027-01-01T04:30:00.000Z', '2026-12-31T10:00:00.000Z')).toBe(
      'Tomorrow, 10:00',
    );
  });
});

describe('formatWeekdayMonthDay', () => {
  it('is "Weekday, Month D"', () => {
    expect(formatWeekdayMonthDay('2026-11-23')).toBe('Monday, November 23');
    expect(formatWeekdayMonthDay('2026-11-22T19:00:00.000Z')).toBe('Monday, November 23');
  });
});

describe('in Hindi', () => {
  it('writes months and weekdays in Hindi, times and IST as in English', () => {
    expect(formatDateIn('2026-11-23T04:30:00.000Z', 'hi')).toBe('23 नवंबर 2026');
    expect(formatDateTimeIn('2026-11-23T04:30:00.000Z', 'hi')).toBe('23 नवंबर 2026, 10:00 AM');
    expect(formatWeekdayMonthDay('2026-11-23', 'hi')).toBe('सोमवार, 23 नवंबर');
  });

  it('says today and tomorrow in Hindi on the dashboard', () => {
    const now = '2026-11-23T04:30:00.000Z';
    expect(formatDashboardTime('2026-11-23T09:00:00.000Z', now, 'hi')).toBe('आज, 14:30');
    expect(formatDashboardTime('2026-11-24T03:30:00.000Z', now, 'hi')).toBe('कल, 09:00');
    expect(formatDashboardTime('2026-11-26T03:30:00.000Z', now, 'hi')).toBe('26 नवंबर, 09:00');
  });
});
