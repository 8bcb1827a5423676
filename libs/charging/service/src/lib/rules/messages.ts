import { CHARGING_SESSIONS_MAX_LIMIT } from '@chargesetu/shared/contracts';
import { Conflict, formatDateTimeIn, NotFound } from '@chargesetu/shared/domain';
import type { EndReason } from '../repositories/stored-session';

/** What the user reads when a charging request is refused (the web shows `message`). */
export const MESSAGES = {
  notPaid: 'This booking has not been paid yet. Pay for it before you start charging.',
  cancelled: 'This booking was cancelled, so charging cannot start.',
  bookingCompleted: 'This booking is completed. Charging cannot start again.',
  alreadyCharging: 'Charging is already in progress for this booking.',
  chargerInUse:
    'The charger is still in use by the previous session. Please wait until it ends and try again.',
  notStarted: 'Charging has not started for this booking, so there is nothing to stop.',
  slotEnded: (end: Date) =>
    `The slot of this booking ended at ${formatDateTimeIn(end)} IST. Charging can no longer start.`,
  tooEarly: (start: Date, earlyMinutes: number) =>
    `Your slot starts at ${formatDateTimeIn(start)} IST. You can start charging from ${earlyMinutes} ` +
    `minute${earlyMinutes === 1 ? '' : 's'} before it.`,
  ended: (reason: EndReason | null) =>
    `The charging session for this booking has already ended${reason ? ` (${ENDED_BECAUSE[reason]})` : ''}.`,
  badAction: "body.action must be 'start' or 'stop'",
  badLimit: `querystring.limit must be a whole number from 1 to ${CHARGING_SESSIONS_MAX_LIMIT}`,
  chargerOffline:
    'The charger is offline right now, so charging cannot start. Please try again in a few minutes or ask the station staff.',
  chargerRefusedStart: (why: string) =>
    `The charger did not accept the start (${why}). Nothing was charged. Check that the connector is free and ` +
    'plugged in, then press Start Charging again.',
  startTimedOut: (seconds: number) =>
    `The charger did not start charging within ${seconds} seconds. Nothing was charged. Check that the ` +
    'cable is plugged in, then press Start Charging again.',
  stillStarting: 'The charger is still starting. You can stop charging once it has started.',
  finishing: 'The charger is finishing the session. The final figures follow in a moment.',
} as const;

const ENDED_BECAUSE: Record<EndReason, string> = {
  stopped: 'stopped',
  full: 'battery full',
  time_up: 'booked time over',
  cancelled: 'booking cancelled',
  paid_energy: 'the energy you paid for was delivered',
};

/** A missing booking, and someone else's: the two are answered alike. */
export const bookingNotFound = (id: number) => new NotFound(`Booking ${id} was not found`);
/** The booking or its session is not in a state that allows this (one of the messages above). */
export const refused = (message: string) => new Conflict(message);
