import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import type { Booking } from '@chargesetu/shared/contracts';
import { chargingOpensText, startChargingOffer, useStartWindowClock } from './start-charging';

// A slot 10:00–10:30 IST on 23 Nov 2026: charging may start from 9:45 AM IST until 10:30 AM.
const slot = { startTime: '2026-11-23T04:30:00.000Z', endTime: '2026-11-23T05:00:00.000Z' };
const booking = (status: Booking['status']) => ({ ...slot, status });
const at = (iso: string) => new Date(iso);

describe('Start Charging offer (docs/product.md §4)', () => {
  it('before the window: disabled, saying when it opens (IST, whatever the machine zone)', () => {
    expect(startChargingOffer(booking('confirmed'), at('2026-11-23T04:14:59.000Z'))).toEqual({
      kind: 'opens-later',
      text: 'Charging opens at 9:45 AM',
    });
  });

  it('from 15 minutes before the slot until its end: open', () => {
    expect(startChargingOffer(booking('confirmed'), at('2026-11-23T04:15:00.000Z'))).toEqual({
      kind: 'open',
    });
    expect(startChargingOffer(booking('confirmed'), at('2026-11-23T04:59:59.000Z'))).toEqual({
      kind: 'open',
    });
  });

  it('from the slot end on: not offered', () => {
    expect(startChargingOffer(booking('confirmed'), at('2026-11-23T05:00:00.000Z'))).toBeNull();
  });

  it('only for a confirmed booking: unpaid, charging, done and cancelled ones are not offered', () => {
    const inWindow = at('2026-11-23T04:40:00.000Z');
    for (const status of ['pending', 'active', 'completed', 'cancelled'] as const) {
      expect([status, startChargingOffer(booking(status), inWindow)]).toEqual([status, null]);
    }
  });

  it('names the date when the window opens on another IST day', () => {
    const opensAt = at('2026-11-23T04:15:00.000Z');
    expect(chargingOpensText(opensAt, at('2026-11-22T18:29:00.000Z'))).toBe(
      'Charging opens on 23 Nov 2026 at 9:45 AM',
    );
    // 00:00 IST on the 23rd is still the 22nd in UTC: the day is India's.
    expect(chargingOpensText(opensAt, at('2026-11-22T18:30:00.000Z'))).toBe('Charging opens at 9:45 AM');
  });
});

function Clock({ b }: { b: typeof slot }) {
  const now = useStartWindowClock(b);
  const offer = startChargingOffer({ ...b, status: 'confirmed' }, now);
  return createElement('p', null, offer === null ? 'none' : offer.kind);
}

describe('useStartWindowClock', () => {
  afterEach(() => vi.useRealTimers());

  it('turns Start on when the window opens and off when the slot ends, by itself', () => {
    vi.useFakeTimers({ now: at('2026-11-23T04:14:58.000Z') });
    render(createElement(Clock, { b: slot }));
    expect(screen.getByText('opens-later')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(screen.getByText('open')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(45 * 60_000 - 1));
    expect(screen.getByText('open')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('none')).toBeTruthy();
  });

  it('waits in steps for a window more than setTimeout can wait (about 24.8 days) ahead', () => {
    vi.useFakeTimers({ now: at('2026-10-25T04:15:00.000Z') }); // 29 days before
    render(createElement(Clock, { b: slot }));
    expect(screen.getByText('opens-later')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(29 * 86_400_000 - 1));
    expect(screen.getByText('opens-later')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('open')).toBeTruthy();
  });
});
