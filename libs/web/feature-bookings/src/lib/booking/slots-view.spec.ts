import type { AvailabilitySlot } from '@chargesetu/shared/contracts';
import { FULL_SLOT_GRID } from '@chargesetu/shared/domain';
import { slotsView, visibleSlots } from './slots-view';

const day = (available: (time: string) => boolean = () => true): AvailabilitySlot[] =>
  FULL_SLOT_GRID.map((time) => ({ time, available: available(time) }));

// 10:05 IST on 23 Nov 2026 (04:35Z).
const now = new Date('2026-11-23T04:35:00.000Z');

describe('visibleSlots (docs/product.md §5: today only after the current hour, IST)', () => {
  it('today keeps only the hours later than the current one: at 10:05 the first slot is 11:00', () => {
    const times = visibleSlots(day(), '2026-11-23', now).map((s) => s.time);
    expect(times[0]).toBe('11:00');
    expect(times).not.toContain('10:30');
    expect(times.at(-1)).toBe('23:30');
  });

  it('uses IST, not the machine zone: at 23:50 IST on the 22nd nothing is left for the 22nd', () => {
    const lateNight = new Date('2026-11-22T18:20:00.000Z'); // 23:50 IST, still the 22nd
    expect(visibleSlots(day(), '2026-11-22', lateNight)).toEqual([]);
    expect(visibleSlots(day(), '2026-11-23', lateNight)[0].time).toBe('06:00');
  });

  it('keeps every slot of a future date and none of a past one', () => {
    expect(visibleSlots(day(), '2026-11-24', now)).toHaveLength(FULL_SLOT_GRID.length);
    expect(visibleSlots(day(), '2026-11-22', now)).toEqual([]);
  });

  it('keeps the server’s grid as it is (opening hours are the server’s business)', () => {
    const short = ['09:00', '09:30', '10:00'].map((time) => ({ time, available: time !== '09:30' }));
    expect(visibleSlots(short, '2026-11-24', now)).toEqual(short);
  });
});

describe('slotsView (docs/product.md §5, §8, §9)', () => {
  it('groups Morning 6-11, Afternoon 12-16, Evening 17-23 and keeps unavailable slots (disabled)', () => {
    const view = slotsView(
      day((t) => t !== '12:00'),
      '2026-11-24',
      now,
    );
    if (view.kind !== 'slots') throw new Error(view.kind);
    expect(view.allBooked).toBeNull();
    expect(view.groups.map((g) => [g.name, g.slots[0].time, g.slots.at(-1)?.time, g.slots.length])).toEqual([
      ['Morning', '06:00', '11:30', 12],
      ['Afternoon', '12:00', '16:30', 10],
      ['Evening', '17:00', '23:30', 14],
    ]);
    expect(view.groups[1].slots[0]).toEqual({ time: '12:00', available: false });
  });

  it('leaves out groups with no slot left (today after 13:00 IST has no Morning)', () => {
    const afternoon = new Date('2026-11-23T07:40:00.000Z'); // 13:10 IST
    const view = slotsView(day(), '2026-11-23', afternoon);
    if (view.kind !== 'slots') throw new Error(view.kind);
    expect(view.groups.map((g) => g.name)).toEqual(['Afternoon', 'Evening']);
    expect(view.groups[0].slots[0].time).toBe('14:00');
  });

  it('says "All slots are booked for {date}" when none can be booked', () => {
    const view = slotsView(
      day(() => false),
      '2026-11-24',
      now,
    );
    expect(view).toMatchObject({ kind: 'slots', allBooked: 'All slots are booked for 24 Nov 2026' });
  });

  it('says "No time slots available for {weekday, month, day}" with the hint when nothing is left', () => {
    expect(slotsView([], '2026-11-24', now)).toEqual({
      kind: 'none',
      title: 'No time slots available for Tuesday, November 24',
      hint: 'Try selecting a different date',
    });
    // Only past slots left today: nothing to offer either.
    expect(slotsView(day(), '2026-11-23', new Date('2026-11-23T18:00:00.000Z')).kind).toBe('none');
  });
});
