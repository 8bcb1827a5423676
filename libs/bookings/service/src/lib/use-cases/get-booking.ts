import type { Booking, InternalBooking } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { bookingNotFound } from '../rules/messages';
import { withAffected } from './affected-bookings';
import { toInternalBooking } from './internal-booking';

/** Any booking, for internal reads by other services. */
export async function getBooking(
  { bookings }: BookingsDeps,
  { id }: { id: number },
): Promise<InternalBooking> {
  const booking = await bookings.findById(id);
  if (!booking) throw bookingNotFound(id);
  return toInternalBooking(booking);
}

/**
 * One of the driver's bookings, saying whether its charger can serve it (`affected`). Someone else's booking
 * answers exactly like a missing one (404), so ids reveal nothing.
 */
export async function getOwnBooking(
  deps: BookingsDeps,
  { id, ownerId, requestId, now }: { id: number; ownerId: number; requestId?: string; now?: Date },
): Promise<Booking> {
  const booking = await deps.bookings.findById(id);
  if (!booking || booking.userId !== ownerId) throw bookingNotFound(id);
  const [own] = await withAffected(deps, [booking], now ?? new Date(), requestId);
  return own;
}
