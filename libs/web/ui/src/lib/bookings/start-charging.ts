import { useEffect, useState } from 'react';
import type { Booking } from '@chargesetu/shared/contracts';
import {
  chargingStartPhase,
  chargingStartWindow,
  formatTime12,
  istDateString,
} from '@chargesetu/shared/domain';
import { formatDateIn, translate } from '@chargesetu/web/i18n';

type Timed = Pick<Booking, 'startTime' | 'endTime'>;

/**
 * What a booking offers for starting to charge (docs/product.md §4): a working Start Charging inside its
 * start window, a disabled one saying when the window opens before it, and nothing otherwise (not paid,
 * already charging or done, cancelled, or its slot is over).
 */
export type StartChargingOffer = { kind: 'open' } | { kind: 'opens-later'; text: string } | null;

/** "Charging opens at 9:45 AM" on the day it opens (IST), else "Charging opens on 24 Nov 2026 at 9:45 AM". */
export function chargingOpensText(opensAt: Date, now: Date): string {
  const time = formatTime12(opensAt);
  return istDateString(opensAt) === istDateString(now)
    ? translate('common:startCharging.opensAt', { time })
    : translate('common:startCharging.opensOn', { date: formatDateIn(opensAt), time });
}

/**
 * The offer for a booking at `now`: only a confirmed (paid, not yet charging) booking, from
 * CHARGING_EARLY_START_MINUTES before its slot until the slot ends, as the charging service allows.
 */
export function startChargingOffer(booking: Pick<Booking, 'status'> & Timed, now: Date): StartChargingOffer {
  if (booking.status !== 'confirmed') return null;
  const phase = chargingStartPhase(booking, now);
  if (phase === 'over') return null;
  if (phase === 'open') return { kind: 'open' };
  return { kind: 'opens-later', text: chargingOpensText(chargingStartWindow(booking).opensAt, now) };
}

/** setTimeout's longest delay (about 24.8 days); a later moment is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The current time, taken again the moment the booking's start window opens and the moment it closes, so
 * a Start Charging button turns on exactly when starting is allowed and goes away when the slot ends,
 * without a reload (and is never left on after the end, where the server would refuse it).
 */
export function useStartWindowClock(booking: Timed | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  const span = booking ? chargingStartWindow(booking) : null;
  const opens = span?.opensAt.getTime();
  const closes = span?.closesAt.getTime();
  useEffect(() => {
    const current = Date.now();
    const next = [opens, closes].find((t): t is number => t !== undefined && t > current);
    if (next === undefined) return undefined;
    // A timer may fire a hair early: `now` changes anyway, so this runs again for what is left.
    const timer = setTimeout(() => setNow(new Date()), Math.min(next - current, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [opens, closes, now]);
  return now;
}
