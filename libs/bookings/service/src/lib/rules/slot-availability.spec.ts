import { istInstant } from '@chargesetu/shared/domain';
import { slotAvailability } from './slot-availability';

const date = '2026-11-24';
const at = (hhmm: string) => istInstant(date, hhmm);
const grid = ['10:00', '10:30', '11:00'];
const early = istInstant('2026-11-23', '12:00');

describe('slotAvailability', () => {
  it('is free where some considered charger has no overlapping booking', () => {
    const taken = [{ chargerIndex: 0, start: at('10:00'), end: at('10:30') }];
    expect(slotAvailability({ date, grid, chargerIndexes: [0, 2], taken, now: early })).toEqual([
      { time: '10:00', available: true },
      { time: '10:30', available: true },
      { time: '11:00', available: true },
    ]);
    expect(slotAvailability({ date, grid, chargerIndexes: [0], taken, now: early })[0].available).toBe(false);
  });

  it('treats ranges as [start, end): a booking ending at 10:30 leaves the 10:30 slot free', () => {
    const taken = [{ chargerIndex: 1, start: at('09:30'), end: at('10:30') }];
    const slots = slotAvailability({ date, grid, chargerIndexes: [1], taken, now: early });
    expect(slots.map((s) => s.available)).toEqual([false, true, true]);
  });

  it('ignores bookings on chargers not considered; with no charger considered, nothing is free', () => {
    const taken = [{ chargerIndex: 3, start: at('10:00'), end: at('11:30') }];
    expect(
      slotAvailability({ date, grid, chargerIndexes: [1], taken, now: early }).every((s) => s.available),
    ).toBe(true);
    expect(
      slotAvailability({ date, grid, chargerIndexes: [], taken: [], now: early }).some((s) => s.available),
    ).toBe(false);
  });

  it('keeps the current slot available while at least 15 minutes of it remain', () => {
    const slotsAt = (now: Date) =>
      slotAvailability({ date, grid, chargerIndexes: [0], taken: [], now }).map((s) => s.available);
    expect(slotsAt(at('10:30'))).toEqual([false, true, true]);
    expect(slotsAt(at('10:45'))).toEqual([false, true, true]);
    expect(slotsAt(new Date(at('10:45').getTime() + 60_000))).toEqual([false, false, true]);
  });
});
