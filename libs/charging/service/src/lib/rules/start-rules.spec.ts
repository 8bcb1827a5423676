import { startRefusal, usableCapacityKwh, type StartableBooking } from './start-rules';

// A slot of 23 Nov 2026, 10:00-10:30 IST.
const start = new Date('2026-11-23T04:30:00.000Z');
const end = new Date('2026-11-23T05:00:00.000Z');
const confirmed: StartableBooking = { status: 'confirmed', startTime: start, endTime: end };
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

describe('startRefusal', () => {
  it('lets a confirmed booking start from 15 minutes before its slot until the slot ends', () => {
    expect(startRefusal(confirmed, minutes(-15), 15)).toBeNull();
    expect(startRefusal(confirmed, minutes(0), 15)).toBeNull();
    expect(startRefusal(confirmed, minutes(29.9), 15)).toBeNull();
  });

  it('when it is earlier than that, says when the slot starts', () => {
    expect(startRefusal(confirmed, minutes(-15.01), 15)).toBe(
      'Your slot starts at 23 Nov 2026, 10:00 AM IST. You can start charging from 15 minutes before it.',
    );
    expect(startRefusal(confirmed, minutes(-1), 0)).toContain('from 0 minutes before it');
  });

  it('when the slot is over, refuses', () => {
    expect(startRefusal(confirmed, minutes(30), 15)).toBe(
      'The slot of this booking ended at 23 Nov 2026, 10:30 AM IST. Charging can no longer start.',
    );
  });

  it('refuses an unpaid, cancelled, completed or already active booking whatever the time', () => {
    const at = minutes(5);
    expect(startRefusal({ ...confirmed, status: 'pending' }, at, 15)).toBe(
      'This booking has not been paid yet. Pay for it before you start charging.',
    );
    expect(startRefusal({ ...confirmed, status: 'cancelled' }, at, 15)).toBe(
      'This booking was cancelled, so charging cannot start.',
    );
    expect(startRefusal({ ...confirmed, status: 'completed' }, at, 15)).toMatch(/completed/);
    expect(startRefusal({ ...confirmed, status: 'active' }, at, 15)).toMatch(/already in progress/);
  });
});

describe('usableCapacityKwh', () => {
  it('reads the vehicle text, or null for the 40 kWh default', () => {
    expect(usableCapacityKwh('30.2')).toBe(30.2);
    expect(usableCapacityKwh(' 75 ')).toBe(75);
    for (const bad of [null, undefined, '', 'abc', '-5', '0', '0.5', '5000', '40 kWh']) {
      expect(usableCapacityKwh(bad)).toBeNull();
    }
  });
});
