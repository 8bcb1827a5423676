import type { AvailabilitySlot } from '@chargesetu/shared/contracts';
import { FULL_SLOT_GRID } from '@chargesetu/shared/domain';
import { changeLanguage } from '@chargesetu/web/i18n';
import { firstFreeDateStep, slotsView, visibleSlots } from './slots-view';

const day = (available: (time: string) => boolean = () => true): AvailabilitySlot[] =>
  FULL_SLOT_GRID.map((time) => ({ time, available: available(time) }));

// 10:05 IST on 23 Nov 2026 (04:35Z).
const now = new Date('2026-11-23T04:35:00.000Z');

describe('visibleSlots (docs/product.md §5: today, the slots that can still be booked, IST)', () => {
  it('today keeps the current slot while 15 minutes of it remain: at 10:05 the first slot is 10:00', () => {
    const times = visibleSlots(day(), '2026-11-23', now).map((s) => s.time);
    expect(times[0]).toBe('10:00');
    expect(times).toContain('10:30');
    expect(times.at(-1)).toBe('23:30');
    const tenTwenty = new Date('2026-11-23T04:50:00.000Z'); // 10:20 IST: 10 minutes of the slot left
    expect(visibleSlots(day(), '2026-11-23', tenTwenty)[0].time).toBe('10:30');
  });

  it('uses IST, not the machine zone: at 23:50 IST on the 22nd nothing is left for the 22nd', () => {
    const lateNight = new Date('2026-11-22T18:20:00.000Z'); // 23:50 IST, still the 22nd
    expect(visibleSlots(day(), '2026-11-22', lateNight)).toEqual([]);
    expect(visibleSlots(day(), '2026-11-23', lateNight)[0].time).toBe('00:00');
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
  it('groups Night 0-5, Morning 6-11, Afternoon 12-16, Evening 17-23 and keeps unavailable slots (disabled)', () => {
    const view = slotsView(
      day((t) => t !== '12:00'),
      '2026-11-24',
      now,
    );
    if (view.kind !== 'slots') throw new Error(view.kind);
    expect(view.allBooked).toBeNull();
    expect(view.groups.map((g) => [g.name, g.slots[0].time, g.slots.at(-1)?.time, g.slots.length])).toEqual([
      ['Night', '00:00', '05:30', 12],
      ['Morning', '06:00', '11:30', 12],
      ['Afternoon', '12:00', '16:30', 10],
      ['Evening', '17:00', '23:30', 14],
    ]);
    expect(view.groups[2].slots[0]).toEqual({ time: '12:00', available: false });
  });

  it('leaves out groups with no slot left (today after 13:00 IST has no Night or Morning)', () => {
    const afternoon = new Date('2026-11-23T07:40:00.000Z'); // 13:10 IST
    const view = slotsView(day(), '2026-11-23', afternoon);
    if (view.kind !== 'slots') throw new Error(view.kind);
    expect(view.groups.map((g) => g.name)).toEqual(['Afternoon', 'Evening']);
    expect(view.groups[0].slots[0].time).toBe('13:00');
  });

  it('leaves out the Night group for a station closed at night', () => {
    const shop = day().filter((s) => s.time >= '08:00' && s.time < '20:00');
    const view = slotsView(shop, '2026-11-24', now);
    if (view.kind !== 'slots') throw new Error(view.kind);
    expect(view.groups.map((g) => g.name)).toEqual(['Morning', 'Afternoon', 'Evening']);
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
    // 23:50 IST: the last slot has 10 minutes left, so nothing can be offered either.
    expect(slotsView(day(), '2026-11-23', new Date('2026-11-23T18:20:00.000Z')).kind).toBe('none');
  });
});

describe('firstFreeDateStep (docs/product.md §2.4: the date picker opens on the first day with a free slot)', () => {
  const last = '2026-12-23';
  it('stays on today while one of its remaining slots is free', () => {
    const onlyTenFree = day((t) => t === '10:00');
    expect(firstFreeDateStep(onlyTenFree, '2026-11-23', last, now)).toEqual({
      kind: 'found',
      date: '2026-11-23',
    });
  });

  it('moves on when today has nothing free left, counting only slots that can still be booked', () => {
    // Free only at 09:00, which is over at 10:05.
    expect(
      firstFreeDateStep(
        day((t) => t === '09:00'),
        '2026-11-23',
        last,
        now,
      ),
    ).toEqual({
      kind: 'next',
      date: '2026-11-24',
    });
    expect(firstFreeDateStep([], '2026-11-24', last, now)).toEqual({ kind: 'next', date: '2026-11-25' });
    expect(firstFreeDateStep(day(), '2026-11-24', last, now)).toEqual({ kind: 'found', date: '2026-11-24' });
  });

  it('gives up after the last day of the booking horizon', () => {
    expect(
      firstFreeDateStep(
        day(() => false),
        last,
        last,
        now,
      ),
    ).toEqual({ kind: 'none' });
  });
});

describe('slotsView in Hindi (issue #20)', () => {
  it('says there are no slots with a Hindi weekday and month, and names a fully booked day in Hindi', async () => {
    await changeLanguage('hi');
    expect(slotsView([], '2026-11-30', now)).toEqual({
      kind: 'none',
      title: 'सोमवार, 30 नवंबर के लिए कोई समय स्लॉट खाली नहीं है',
      hint: 'कोई दूसरी तारीख चुनकर देखें',
    });
    const booked = slotsView(
      day(() => false),
      '2026-11-30',
      now,
    );
    expect(booked.kind === 'slots' && booked.allBooked).toBe('30 नवंबर 2026 के सभी स्लॉट बुक हो चुके हैं');
  });
});
