import type { InternalBooking } from '@chargesetu/shared/contracts';
import type { BookingsDeps } from '../deps';
import { toBooking } from '../repositories/booking-row';

/** The user's own bookings, newest first. */
export async function listBookings({ bookings }: BookingsDeps, userId: number): Promise<InternalBooking[]> {
  return (await bookings.listForUser(userId)).map(toBooking);
}
