import type { InternalBookingsStats } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';

/**
 * GET /internal/stats/bookings, for the admin overview. A booking is active from
 * charging.session.started until charging.session.completed: that is a charging session running now.
 */
export async function getStats({ bookings }: BookingsDeps): Promise<InternalBookingsStats> {
  return { activeSessions: await bookings.countActive() };
}
