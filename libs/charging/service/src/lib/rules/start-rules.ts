import type { BookingStatus } from '@chargesetu/shared/contracts';
import type { StoredSession } from '../repositories/stored-session';
import { MESSAGES } from './messages';
import { isDue } from './session-status';

export interface StartableBooking {
  status: BookingStatus;
  startTime: Date;
  endTime: Date;
}

/**
 * Why a booking cannot start charging at `now`, or null when it can: only a confirmed (paid, not
 * cancelled) booking whose slot has not ended, from `earlyMinutes` before its start.
 */
export function startRefusal(b: StartableBooking, now: Date, earlyMinutes: number): string | null {
  switch (b.status) {
    case 'pending':
      return MESSAGES.notPaid;
    case 'cancelled':
      return MESSAGES.cancelled;
    case 'completed':
      return MESSAGES.bookingCompleted;
    case 'active':
      return MESSAGES.alreadyCharging;
    case 'confirmed':
      break;
  }
  if (now.getTime() >= b.endTime.getTime()) return MESSAGES.slotEnded(b.endTime);
  if (now.getTime() < b.startTime.getTime() - earlyMinutes * 60_000) {
    return MESSAGES.tooEarly(b.startTime, earlyMinutes);
  }
  return null;
}

/** A vehicle's battery capacity (kWh, text in the vehicle record) when usable, else null (the default applies). */
export function usableCapacityKwh(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^\s*\d+(\.\d+)?\s*$/.test(text)) return null;
  const kwh = Math.round(Number(text) * 100) / 100;
  return kwh >= 1 && kwh <= 1000 ? kwh : null;
}

/**
 * Why a booking that has a session already cannot start again: it is starting or running (a metered one runs
 * until its charger ends it), or how it ended.
 */
export function alreadyStarted(s: StoredSession, now: Date): string {
  const running = s.status === 'starting' || (s.status === 'active' && !isDue(s, now));
  return running ? MESSAGES.alreadyCharging : MESSAGES.ended(s.endReason);
}
