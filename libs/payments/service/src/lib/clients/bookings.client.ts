import { InternalBooking, registerFormats } from '@chargesetu/shared/contracts';
import type { ServiceClient } from '@chargesetu/shared/runtime';
import { HttpError, notFound } from '@chargesetu/shared/server-kit';
import { Value } from '@sinclair/typebox/value';

export type { InternalBooking };

export const bookingNotFound = (id: number) => notFound(`Booking ${id} was not found`);

/** Reads bookings through the bookings service's internal route (never its tables). */
export function bookingsClient(services: ServiceClient) {
  registerFormats(); // the contract check below needs date-time and uuid
  return {
    /** The booking if it exists and belongs to `userId`; someone else's booking is a 404 like a missing one. */
    async findForUser(bookingId: number, userId: number, requestId?: string): Promise<InternalBooking> {
      const res = await services.request('bookings', { url: `/internal/bookings/${bookingId}`, requestId });
      if (res.statusCode === 404) throw bookingNotFound(bookingId);
      // Money is taken on the strength of this answer, so anything off-contract stops the payment.
      if (res.statusCode !== 200 || !Value.Check(InternalBooking, res.body)) {
        throw new HttpError(503, 'Bookings cannot be read right now. Please try again in a moment.');
      }
      if (res.body.userId !== userId) throw bookingNotFound(bookingId);
      return res.body;
    },
  };
}
export type BookingsClient = ReturnType<typeof bookingsClient>;
