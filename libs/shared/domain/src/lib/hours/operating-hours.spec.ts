import {
  hoursForWeekday,
  isOpenAllDay,
  openIntervals,
  openWindow,
  parseOperatingHours,
} from './operating-hours';

const WEEKDAY_HOURS = {
  monday: { open: '08:00', close: '22:00' },
  tuesday: { open: '08:00', close: '22:00' },
  saturday: '24/7',
};

describe('parseOperatingHours', () => {
  it('reads "24/7" and its variants', () => {
    expect(parseOperatingHours('24/7')).toBe('24/7');
    expect(parseOperatingHours(' 24x7 ')).toBe('24/7');
    expect(parseOperatingHours('"24/7"')).toBe('24/7');
  });

  it('reads an object keyed by weekday; missing weekdays are closed', () => {
    const hours = parseOperatingHours(WEEKDAY_HOURS);
    expect(hours).toEqual(WEEKDAY_HOURS);
    expect(hoursForWeekday(hours!, 'monday')).toEqual({ open: '08:00', close: '22:00' });
    expect(hoursForWeekday(hours!, 'saturday')).toBe('24/7');
    expect(hoursForWeekday(hours!, 'sunday')).toBe('closed');
  });

  it('reads the same object from a JSON string', () => {
    expect(parseOperatingHours(JSON.stringify(WEEKDAY_HOURS))).toEqual(WEEKDAY_HOURS);
  });

  it('normalizes keys and times: capitalised or short weekdays, H:MM, HH:MM:SS, text ranges', () => {
    expect(
      parseOperatingHours({ Monday: { open: '8:00', close: '22:00:00' }, sun: '09:00-14:00', tue: 'Closed' }),
    ).toEqual({
      monday: { open: '08:00', close: '22:00' },
      sunday: { open: '09:00', close: '14:00' },
    });
  });

  it('reads one {open, close} or "HH:MM-HH:MM" as every day', () => {
    const daily = parseOperatingHours({ open: '06:00', close: '23:00' });
    expect(daily).not.toBe('24/7');
    expect(hoursForWeekday(daily!, 'sunday')).toEqual({ open: '06:00', close: '23:00' });
    expect(hoursForWeekday(parseOperatingHours('07:00 – 21:00')!, 'wednesday')).toEqual({
      open: '07:00',
      close: '21:00',
    });
  });

  it('collapses seven "24/7" days to "24/7"', () => {
    const all = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, '24/7']),
    );
    expect(parseOperatingHours(all)).toBe('24/7');
  });

  it('ignores keys that are not weekdays', () => {
    expect(parseOperatingHours({ monday: '24/7', note: 'closed on holidays' })).toEqual({ monday: '24/7' });
  });

  it.each([
    [null],
    [undefined],
    [42],
    [[]],
    [''],
    ['sometimes'],
    ['{not json'],
    [{}],
    [{ holidays: 'closed' }],
    [{ monday: { open: '25:00', close: '22:00' } }],
    [{ monday: { open: '08:00' } }],
    [{ monday: 7 }],
    ['"{\\"monday\\":\\"24/7\\"}"'],
  ])('gives null, never throws, for %p', (value) => {
    expect(parseOperatingHours(value)).toBeNull();
  });
});

describe('openWindow', () => {
  it('is the whole day for 24/7 and null when closed', () => {
    expect(openWindow('24/7')).toEqual({ from: 0, to: 1440 });
    expect(openWindow('closed')).toBeNull();
  });

  it('is [open, close) in minutes', () => {
    expect(openWindow({ open: '08:00', close: '22:30' })).toEqual({ from: 480, to: 1350 });
  });

  it('treats 23:59, 24:00 and overnight closes as midnight', () => {
    expect(openWindow({ open: '06:00', close: '23:59' })).toEqual({ from: 360, to: 1440 });
    expect(openWindow({ open: '06:00', close: '24:00' })).toEqual({ from: 360, to: 1440 });
    expect(openWindow({ open: '18:00', close: '02:00' })).toEqual({ from: 1080, to: 1440 });
    expect(openWindow({ open: '00:00', close: '00:00' })).toEqual({ from: 0, to: 1440 });
  });
});

describe('openIntervals', () => {
  // 2026-11-23 is a Monday.
  const overnight = { sunday: { open: '18:00', close: '02:00' }, monday: { open: '09:00', close: '17:00' } };

  it("is the day's window, empty on a closed day", () => {
    expect(openIntervals(parseOperatingHours(WEEKDAY_HOURS)!, '2026-11-23')).toEqual([
      { from: 480, to: 1320 },
    ]);
    expect(openIntervals(parseOperatingHours(WEEKDAY_HOURS)!, '2026-11-25')).toEqual([]); // Wednesday
    expect(openIntervals('24/7', '2026-11-25')).toEqual([{ from: 0, to: 1440 }]);
  });

  it('carries hours that run past midnight into the next day', () => {
    const hours = parseOperatingHours(overnight)!;
    expect(openIntervals(hours, '2026-11-22')).toEqual([{ from: 1080, to: 1440 }]); // Sunday
    expect(openIntervals(hours, '2026-11-23')).toEqual([
      { from: 0, to: 120 },
      { from: 540, to: 1020 },
    ]);
    // Monday 09:00–17:00 does not run past midnight: Tuesday opens nothing.
    expect(openIntervals(hours, '2026-11-24')).toEqual([]);
  });

  it("joins the night's tail with a day that opens before it ends", () => {
    const hours = parseOperatingHours({
      sunday: { open: '20:00', close: '06:00' },
      monday: { open: '05:00', close: '12:00' },
    })!;
    expect(openIntervals(hours, '2026-11-23')).toEqual([{ from: 0, to: 720 }]);
  });
});

describe('isOpenAllDay', () => {
  it('is true for 24/7 and for every weekday open 00:00 to midnight', () => {
    expect(isOpenAllDay('24/7')).toBe(true);
    expect(isOpenAllDay({ open: '00:00', close: '24:00' })).toBe(true);
    expect(isOpenAllDay(JSON.stringify({ open: '00:00', close: '23:59' }))).toBe(true);
  });

  it('is false when a day is shorter or missing, and for unreadable hours', () => {
    const allButSunday = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, '24/7']),
    );
    expect(isOpenAllDay(allButSunday)).toBe(false);
    expect(isOpenAllDay({ ...allButSunday, sunday: { open: '06:00', close: '23:00' } })).toBe(false);
    expect(isOpenAllDay({ open: '08:00', close: '20:00' })).toBe(false);
    expect(isOpenAllDay('whenever')).toBe(false);
  });
});
