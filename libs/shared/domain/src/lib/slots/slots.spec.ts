import {
  canStillBookSlot,
  daySlotGrid,
  FULL_SLOT_GRID,
  generateSlotTimes,
  groupSlots,
  isSlotStart,
  isSlotStartInstant,
  slotEnd,
  slotGroupOf,
  SLOT_GROUPS,
} from './slots';

// 2026-11-23 is a Monday. "now" values are UTC instants; IST = UTC + 05:30.
const MONDAY = '2026-11-23';
const SUNDAY_BEFORE = '2026-11-22';
const NOW_MONDAY_10_05_IST = '2026-11-23T04:35:00.000Z';
const WEEKDAYS_ONLY = {
  monday: { open: '08:00', close: '22:00' },
  tuesday: { open: '08:00', close: '22:00' },
};

describe('FULL_SLOT_GRID', () => {
  it('runs every 30 minutes over the whole day, from 00:00 to 23:30', () => {
    expect(FULL_SLOT_GRID).toHaveLength(48);
    expect(FULL_SLOT_GRID[0]).toBe('00:00');
    expect(FULL_SLOT_GRID[1]).toBe('00:30');
    expect(FULL_SLOT_GRID[12]).toBe('06:00');
    expect(FULL_SLOT_GRID[FULL_SLOT_GRID.length - 1]).toBe('23:30');
  });
});

describe('daySlotGrid', () => {
  it('is the full grid, night included, for 24/7 and for unreadable hours', () => {
    expect(daySlotGrid(MONDAY, '24/7')).toEqual(FULL_SLOT_GRID);
    expect(daySlotGrid(MONDAY, '24/7')).toContain('02:00');
    expect(daySlotGrid(MONDAY, 'garbage')).toEqual(FULL_SLOT_GRID);
  });

  it('follows hours that include the night: a day open round the clock, and hours past midnight', () => {
    const weekdaysAllDay = { monday: '24/7', sunday: { open: '06:00', close: '23:00' } };
    expect(daySlotGrid(MONDAY, weekdaysAllDay)).toEqual(FULL_SLOT_GRID);
    expect(daySlotGrid(SUNDAY_BEFORE, weekdaysAllDay)[0]).toBe('06:00');
    // Sunday 20:00–02:00 opens Monday's 00:00–01:30 slots as well.
    const late = { sunday: { open: '20:00', close: '02:00' }, monday: { open: '08:00', close: '09:00' } };
    expect(daySlotGrid(MONDAY, late)).toEqual(['00:00', '00:30', '01:00', '01:30', '08:00', '08:30']);
    expect(daySlotGrid(SUNDAY_BEFORE, late)).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
  });

  it('keeps slots that start at or after opening and end by closing', () => {
    const grid = daySlotGrid(MONDAY, WEEKDAYS_ONLY);
    expect(grid[0]).toBe('08:00');
    expect(grid[grid.length - 1]).toBe('21:30');
    expect(grid).toHaveLength(28);
  });

  it('drops a slot that would end after a half-hour closing time', () => {
    const grid = daySlotGrid(MONDAY, { monday: { open: '08:15', close: '10:45' } });
    expect(grid).toEqual(['08:30', '09:00', '09:30', '10:00']);
  });

  it('is empty on a closed weekday', () => {
    expect(daySlotGrid(SUNDAY_BEFORE, WEEKDAYS_ONLY)).toEqual([]);
  });

  it('is empty for an invalid date', () => {
    expect(daySlotGrid('2026-13-01', '24/7')).toEqual([]);
  });
});

describe('canStillBookSlot', () => {
  const tenOClock = '2026-11-23T04:30:00.000Z'; // 10:00 IST
  it('books the current slot while at least 15 of its minutes remain', () => {
    expect(canStillBookSlot(tenOClock, '2026-11-23T04:35:00.000Z')).toBe(true); // 10:05, 25 left
    expect(canStillBookSlot(tenOClock, '2026-11-23T04:45:00.000Z')).toBe(true); // 10:15, exactly 15 left
    expect(canStillBookSlot(tenOClock, '2026-11-23T04:45:01.000Z')).toBe(false); // 10:15:01
    expect(canStillBookSlot(tenOClock, '2026-11-23T05:00:00.000Z')).toBe(false); // ended
  });

  it('books any later slot', () => {
    expect(canStillBookSlot(tenOClock, '2026-11-22T04:30:00.000Z')).toBe(true);
  });
});

describe('generateSlotTimes', () => {
  it('for a future date gives the whole day grid', () => {
    expect(generateSlotTimes('2026-11-24', WEEKDAYS_ONLY, NOW_MONDAY_10_05_IST)).toEqual(
      daySlotGrid('2026-11-24', WEEKDAYS_ONLY),
    );
  });

  it('for today keeps the current slot while 15 minutes of it remain, and every later one', () => {
    const slots = generateSlotTimes(MONDAY, '24/7', NOW_MONDAY_10_05_IST);
    expect(slots[0]).toBe('10:00');
    expect(slots).toContain('10:30');
    expect(slots[slots.length - 1]).toBe('23:30');
    // 10:20 IST: the 10:00 slot has 10 minutes left.
    expect(generateSlotTimes(MONDAY, '24/7', '2026-11-23T04:50:00.000Z')[0]).toBe('10:30');
  });

  it('uses IST, not UTC, to decide what "today" is', () => {
    // 20:00Z on the 22nd is 01:30 IST on the 23rd: the 23rd is today, the 22nd is past.
    expect(generateSlotTimes(SUNDAY_BEFORE, '24/7', '2026-11-22T20:00:00.000Z')).toEqual([]);
    expect(generateSlotTimes(MONDAY, '24/7', '2026-11-22T20:00:00.000Z')[0]).toBe('01:30');
  });

  it('is empty for past dates and once the last slot is nearly over', () => {
    expect(generateSlotTimes('2026-11-20', '24/7', NOW_MONDAY_10_05_IST)).toEqual([]);
    expect(generateSlotTimes(MONDAY, '24/7', '2026-11-23T18:20:00.000Z')).toEqual([]); // 23:50 IST
    expect(generateSlotTimes(MONDAY, '24/7', '2026-11-23T18:10:00.000Z')).toEqual(['23:30']); // 23:40 IST
  });
});

describe('isSlotStart', () => {
  it('accepts grid slots inside opening hours only', () => {
    expect(isSlotStart(MONDAY, '08:00', WEEKDAYS_ONLY)).toBe(true);
    expect(isSlotStart(MONDAY, '21:30', WEEKDAYS_ONLY)).toBe(true);
    expect(isSlotStart(MONDAY, '22:00', WEEKDAYS_ONLY)).toBe(false);
    expect(isSlotStart(MONDAY, '07:30', WEEKDAYS_ONLY)).toBe(false);
    expect(isSlotStart(MONDAY, '08:15', WEEKDAYS_ONLY)).toBe(false);
    expect(isSlotStart(SUNDAY_BEFORE, '10:00', WEEKDAYS_ONLY)).toBe(false);
    expect(isSlotStart(MONDAY, '05:30', '24/7')).toBe(true);
    expect(isSlotStart(MONDAY, '05:30', WEEKDAYS_ONLY)).toBe(false);
    expect(isSlotStart(MONDAY, 'noon', '24/7')).toBe(false);
  });

  it('checks an instant in IST', () => {
    expect(isSlotStartInstant('2026-11-23T04:30:00.000Z', WEEKDAYS_ONLY)).toBe(true); // 10:00 IST
    expect(isSlotStartInstant('2026-11-23T04:00:00.000Z', WEEKDAYS_ONLY)).toBe(true); // 09:30 IST
    expect(isSlotStartInstant('2026-11-23T04:15:00.000Z', WEEKDAYS_ONLY)).toBe(false); // 09:45 IST
    expect(isSlotStartInstant('2026-11-23T10:00:00.000Z', WEEKDAYS_ONLY)).toBe(true); // 15:30 IST
  });

  it('gives the end of a slot 30 minutes later', () => {
    expect(slotEnd('2026-11-23T04:30:00.000Z').toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });
});

describe('groupSlots', () => {
  it('groups by hour: Night 0-5, Morning 6-11, Afternoon 12-16, Evening 17-23', () => {
    const groups = groupSlots(['00:00', '06:00', '11:30', '12:00', '16:30', '17:00', '23:30', '05:30', 'x']);
    expect(groups).toEqual({
      Night: ['00:00', '05:30'],
      Morning: ['06:00', '11:30'],
      Afternoon: ['12:00', '16:30'],
      Evening: ['17:00', '23:30'],
    });
  });

  it('groups availability items and keeps them whole', () => {
    const groups = groupSlots([
      { time: '09:00', available: true },
      { time: '18:00', available: false },
    ]);
    expect(groups.Morning).toEqual([{ time: '09:00', available: true }]);
    expect(groups.Evening).toEqual([{ time: '18:00', available: false }]);
    expect(groups.Afternoon).toEqual([]);
  });

  it('covers the whole grid with the four groups, night first', () => {
    const groups = groupSlots(FULL_SLOT_GRID);
    expect(
      groups.Night.length + groups.Morning.length + groups.Afternoon.length + groups.Evening.length,
    ).toBe(FULL_SLOT_GRID.length);
    expect(groups.Night).toHaveLength(12);
    expect(groups.Night.at(-1)).toBe('05:30');
    expect(SLOT_GROUPS.map((g) => g.name)).toEqual(['Night', 'Morning', 'Afternoon', 'Evening']);
    expect(slotGroupOf('04:00')).toBe('Night');
    expect(slotGroupOf('??:00')).toBeNull();
  });
});
