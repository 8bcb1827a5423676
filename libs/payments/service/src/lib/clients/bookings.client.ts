import { InternalBooking } from '@chargesetu/shared/contracts';
import { internalRead, type ServiceClient } from '@chargesetu/shared/runtime';

/** Reads bookings through the bookings service's internal route (never its tables). */
export function bookingsClient(services: ServiceClient) {
  return {
    /**
     * The booking, whoever owns it, or null when it does not exist. Money is taken on the strength of
     * this answer, so anything off the contract stops the payment (Unavailable, a 503), never a guess.
     */
    booking: (bookingId: number, requestId?: string): Promise<InternalBooking | null> =>
      internalRead(services, 'bookings', `/internal/bookings/${bookingId}`, InternalBooking, requestId),
  };
}
export type BookingsClient = ReturnType<typeof bookingsClient>;
