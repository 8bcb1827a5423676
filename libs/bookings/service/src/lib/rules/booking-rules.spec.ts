import type { Charger } from '@chargesetu/shared/contracts';
import { istInstant, slotEnd } from '@chargesetu/shared/domain';
import { MESSAGES } from './messages';
import { availabilityLevel, cancelRefusal, matchingChargerIndexes, slotProblem } from './booking-rules';

const chargers: Charger[] = [
  { type: 'CCS2', power: 120, pricePerKwh: '24.00' },
  { type: 'Type 2', power: 22, pricePerKwh: '14.00' },
  { type: 'CCS2', power: 120, pricePerKwh: '23.50' },
  { type: 'CCS2', power: 60, pricePerKwh: '20.00' },
];

describe('matchingChargerIndexes', () => {
  it('finds every physical charger of the type and power, by its index', () => {
    expect(matchingChargerIndexes(chargers, 'CCS2', 120)).toEqual([0, 2]);
    expect(matchingChargerIndexes(chargers, 'CCS2', 60)).toEqual([3]);
  });

  it('understands the vehicle form names and ignores case', () => {
    expect(matchingChargerIndexes(chargers, 'CCS Combo', 120)).toEqual([0, 2]);
    expect(matchingChargerIndexes(chargers, 'type 2 (mennekes)', 22)).toEqual([1]);
  });

  it('with no type or power, does not filter on it; with a missing one, finds none', () => {
    expect(matchingChargerIndexes(chargers, undefined, undefined)).toEqual([0, 1, 2, 3]);
    expect(matchingChargerIndexes(chargers, 'CCS2', undefined)).toEqual([0, 2, 3]);
    expect(matchingChargerIndexes(chargers, 'CHAdeMO', 50)).toEqual([]);
    expect(matchingChargerIndexes(chargers, 'CCS2', 50)).toEqual([]);
  });
});

describe('slotProblem', () => {
  const now = istInstant('2026-11-23', '09:10');
  const hours = { monday: { open: '10:00', close: '22:00' } }; // 2026-11-23 is a Monday
  const check = (start: Date, end = slotEnd(start), operatingHours: unknown = '24/7') =>
    slotProblem({ start, end, operatingHours, now, horizonDays: 30 });

  it('accepts a future half-hour slot of the grid lasting 30 minutes', () => {
    expect(check(istInstant('2026-11-23', '09:30'))).toBeNull();
    expect(check(istInstant('2026-11-23', '10:00'), undefined, hours)).toBeNull();
    expect(check(istInstant('2026-11-23', '21:30'), undefined, hours)).toBeNull();
  });

  it('accepts night slots where the station is open then', () => {
    expect(check(istInstant('2026-11-24', '00:00'))).toBeNull();
    expect(check(istInstant('2026-11-24', '05:30'))).toBeNull();
    const pastMidnight = { monday: { open: '18:00', close: '02:00' } };
    expect(check(istInstant('2026-11-24', '01:30'), undefined, pastMidnight)).toBeNull(); // Tuesday 01:30
    expect(check(istInstant('2026-11-24', '02:00'), undefined, pastMidnight)).toBe(MESSAGES.notASlotStart);
  });

  it('refuses starts off the grid, with seconds, or outside opening hours (night ones too)', () => {
    expect(check(istInstant('2026-11-23', '10:15'))).toBe(MESSAGES.notASlotStart);
    expect(check(new Date(istInstant('2026-11-23', '10:00').getTime() + 1))).toBe(MESSAGES.notASlotStart);
    expect(check(istInstant('2026-11-30', '05:30'), undefined, hours)).toBe(MESSAGES.notASlotStart); // a Monday
    expect(check(istInstant('2026-11-23', '09:30'), undefined, hours)).toBe(MESSAGES.notASlotStart);
    expect(check(istInstant('2026-11-23', '22:00'), undefined, hours)).toBe(MESSAGES.notASlotStart);
    expect(check(istInstant('2026-11-24', '10:00'), undefined, hours)).toBe(MESSAGES.notASlotStart); // closed Tuesdays
  });

  it('accepts the current slot while at least 15 minutes of it remain, and refuses it after', () => {
    // now is 09:10: the 09:00 slot has 20 minutes left.
    expect(check(istInstant('2026-11-23', '09:00'))).toBeNull();
    const at = (hhmm: string) => istInstant('2026-11-23', hhmm);
    const start = at('09:00');
    const checkAt = (now: Date) =>
      slotProblem({ start, end: slotEnd(start), operatingHours: '24/7', now, horizonDays: 30 });
    expect(checkAt(at('09:15'))).toBeNull(); // exactly 15 minutes left
    expect(checkAt(new Date(at('09:15').getTime() + 1000))).toBe(MESSAGES.slotAlmostOver);
    expect(checkAt(at('09:30'))).toBe(MESSAGES.slotAlmostOver);
  });

  it('refuses a slot that is over, with a message that says what can be booked', () => {
    expect(check(istInstant('2026-11-23', '08:30'))).toBe(MESSAGES.slotAlmostOver);
    expect(check(istInstant('2026-11-22', '18:00'))).toBe(MESSAGES.slotAlmostOver);
    expect(MESSAGES.slotAlmostOver).toBe(
      'This slot is over or ends in less than 15 minutes: a slot can be booked while at least 15 minutes of it remain. Please choose a later slot.',
    );
  });

  it('refuses a slot after the horizon, with the configured number of days', () => {
    expect(check(istInstant('2026-12-23', '23:30'))).toBeNull(); // today + 30
    expect(check(istInstant('2026-12-24', '00:00'))).toBe(MESSAGES.beyondHorizon(30));
    expect(MESSAGES.beyondHorizon(30)).toBe('Bookings can be made up to 30 days ahead.');
    const start = istInstant('2026-11-25', '10:00');
    expect(slotProblem({ start, end: slotEnd(start), operatingHours: '24/7', now, horizonDays: 1 })).toBe(
      'Bookings can be made up to 1 day ahead.',
    );
  });

  it('when the year is far off (0100, 9999, 10000), refuses with a message rather than failing', () => {
    expect(check(new Date('9999-12-31T04:30:00.000Z'))).toBe(MESSAGES.beyondHorizon(30));
    expect(check(new Date('+010000-01-01T04:30:00.000Z'))).toBe(MESSAGES.beyondHorizon(30));
    expect(check(new Date('0100-01-01T04:30:00.000Z'))).toBe(MESSAGES.slotAlmostOver);
  });

  it('refuses any length but 30 minutes', () => {
    const start = istInstant('2026-11-23', '12:00');
    expect(check(start, new Date(start.getTime() + 60 * 60_000))).toBe(MESSAGES.wrongLength);
    expect(check(start, start)).toBe(MESSAGES.wrongLength);
  });
});

describe('availabilityLevel', () => {
  it.each([
    [4, 4, 'Available'],
    [4, 2, 'Available'],
    [3, 2, 'Available'],
    [3, 1, 'Limited'],
    [5, 2, 'Limited'],
    [1, 1, 'Available'],
    [3, 0, 'Busy'],
    [0, 0, 'Busy'],
  ])('%i chargers with %i free is %s', (total, free, level) => {
    expect(availabilityLevel(total, free)).toBe(level);
  });
});

describe('cancelRefusal', () => {
  const now = new Date('2026-11-23T04:00:00.000Z');
  const later = new Date('2026-11-23T05:00:00.000Z');
  it('allows pending and confirmed bookings that have not started', () => {
    expect(cancelRefusal({ status: 'pending', startTime: later }, now)).toBeNull();
    expect(cancelRefusal({ status: 'confirmed', startTime: later }, now)).toBeNull();
  });
  it('says why anything else cannot be cancelled', () => {
    expect(cancelRefusal({ status: 'cancelled', startTime: later }, now)).toBe(MESSAGES.alreadyCancelled);
    expect(cancelRefusal({ status: 'active', startTime: later }, now)).toBe(MESSAGES.cannotCancelActive);
    expect(cancelRefusal({ status: 'completed', startTime: later }, now)).toBe(
      MESSAGES.cannotCancelCompleted,
    );
    expect(cancelRefusal({ status: 'confirmed', startTime: now }, now)).toBe(MESSAGES.cannotCancelStarted);
  });
});

describe('MESSAGES', () => {
  it('names the connector and what the vehicle supports', () => {
    expect(MESSAGES.incompatible('CCS2', ['Type 2', 'CHAdeMO'])).toBe(
      'Incompatible with CCS2: this vehicle supports Type 2, CHAdeMO',
    );
    expect(MESSAGES.tooManyHolds(3)).toBe('You already have 3 unpaid bookings. Pay for or cancel one first.');
  });
});
