import {
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
  it('runs every 30 minutes from 06:00 to 23:30', () => {
    expect(FULL_SLOT_GRID).toHaveLength(36);
    expect(FULL_SLOT_GRID[0]).toBe('06:00');
    expect(FULL_SLOT_GRID[1]).toBe('06:30');
    expect(FULL_SLOT_GRID[FULL_SLOT_GRID.length - 1]).toBe('23:30');
  });
});

describe('daySlotGrid', () => {
  it('is the full grid for 24/7 and for unreadable hours', () => {
    expect(daySlotGrid(MONDAY, '24/7')).toEqual(FULL_SLOT_GRID);
    expect(daySlotGrid(MONDAY, 'garbage')).toEqual(FULL_SLOT_GRID);
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

describe('generateSlotTimes', () => {
  it('for a future date gives the whole day grid', () => {
    expect(generateSlotTimes('2026-11-24', WEEKDAYS_ONLY, NOW_MONDAY_10_05_IST)).toEqual(
      daySlotGrid('2026-11-24', WEEKDAYS_ONLY),
    );
  });

  it('for today gives only hours later than the current IST hour', () => {
    const slots = generateSlotTimes(MONDAY, '24/7', NOW_MONDAY_10_05_IST);
    expect(slots[0]).toBe('11:00');
    expect(slots).not.toContain('10:30');
    expect(slots[slots.length - 1]).toBe('23:30');
  });

  it('uses IST, not UTC, to decide what "today" is', () => {
    // 20:00Z on the 22nd is 01:30 IST on the 23rd: the 23rd is today, the 22nd is past.
    expect(generateSlotTimes(SUNDAY_BEFORE, '24/7', '2026-11-22T20:00:00.000Z')).toEqual([]);
    expect(generateSlotTimes(MONDAY, '24/7', '2026-11-22T20:00:00.000Z')).toEqual(FULL_SLOT_GRID);
  });

  it('is empty for past dates and late in the evening', () => {
    expect(generateSlotTimes('2026-11-20', '24/7', NOW_MONDAY_10_05_IST)).toEqual([]);
    expect(generateSlotTimes(MONDAY, '24/7', '2026-11-23T17:45:00.000Z')).toEqual([]); // 23:15 IST
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
    expect(isSlotStart(MONDAY, '05:30', '24/7')).toBe(false);
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
  it('groups by hour: Morning 6-11, Afternoon 12-16, Evening 17-23', () => {
    const groups = groupSlots(['06:00', '11:30', '12:00', '16:30', '17:00', '23:30', '05:30']);
    expect(groups).toEqual({
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

  it('covers the whole grid with the three groups', () => {
    const groups = groupSlots(FULL_SLOT_GRID);
    expect(groups.Morning.length + groups.Afternoon.length + groups.Evening.length).toBe(
      FULL_SLOT_GRID.length,
    );
    expect(SLOT_GROUPS.map((g) => g.name)).toEqual(['Morning', 'Afternoon', 'Evening']);
    expect(slotGroupOf('04:00')).toBeNull();
  });
});
