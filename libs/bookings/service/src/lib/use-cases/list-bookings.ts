import type { Booking } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { withAffected } from './affected-bookings';

/** The user's own bookings, newest first, each saying whether its charger can serve it (`affected`). */
export async function listBookings(
  deps: BookingsDeps,
  { userId, requestId, now }: { userId: number; requestId?: string; now?: Date },
): Promise<Booking[]> {
  return withAffected(deps, await deps.bookings.listForUser(userId), now ?? new Date(), requestId);
}
