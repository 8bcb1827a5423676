/** How often the confirmation screen re-reads a booking that is paid but not yet confirmed. */
export const CONFIRMATION_POLL_MS = 1000;
/** How long it keeps asking: the payment.completed event normally lands within a second or two. */
export const CONFIRMATION_POLL_LIMIT_MS = 20_000;

/**
 * The polling interval for the booking on the confirmation screen: every second while it is still
 * pending (the payment went through; the bookings service confirms it when payment.completed arrives),
 * and 0 (no polling) once it is confirmed or anything else, or after the time limit.
 */
export function confirmationPollInterval(status: string | undefined, startedAt: number, now: number): number {
  if (status !== 'pending') return 0;
  return now - startedAt < CONFIRMATION_POLL_LIMIT_MS ? CONFIRMATION_POLL_MS : 0;
}
