import { pgErrorOf } from '@chargesetu/shared/db';
import type { ChargingDeps } from '../deps';

/**
 * The session could not be created, or its charger did not start: the booking goes back to confirmed
 * (cancellable, startable), unless a session of it exists after all (one that has not failed). A failed release is logged; the claim lapses and a later start takes
 * it over (CHARGING_CLAIM_LEASE_MS in bookings).
 */
export async function giveBackClaim(
  deps: ChargingDeps,
  bookingId: number,
  claimId: string,
  requestId?: string,
) {
  try {
    const session = await deps.sessions.findByBooking(bookingId);
    if (session && session.status !== 'failed') return;
    await deps.bookings.release(bookingId, claimId, requestId);
  } catch (err) {
    deps.ctx.logger.error({ err, bookingId }, 'could not release the charging claim of a booking');
  }
}

/** SQLSTATE 23505 on the insert: another session runs on this charger (the booking key is ON CONFLICT). */
export function isChargerTaken(err: unknown): boolean {
  return pgErrorOf(err)?.code === '23505';
}
