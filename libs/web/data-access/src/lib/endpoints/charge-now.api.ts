import type { Booking, ChargeNowBody, ChargeNowConnector } from '@chargesetu/shared/contracts';
import { useCallback } from 'react';
import { api, LIVE } from '../api/api';
import { useAppDispatch } from '../store/hooks';
import { bookingsApi } from './bookings.api';
import { useControlChargingMutation } from './charging.api';

/**
 * "Charge now" at a connector (docs/product.md §2, Charge now): the connector a printed code names, and the
 * walk-up booking a driver pays for there. The connector's state is {@link LIVE} (it changes with the charger's
 * reports and other drivers' bookings); a walk-up is a booking, so it changes the bookings and the slots.
 */
export const chargeNowApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/charge-now/:code (public): 404 for a code no connector has, 400 for one that is not a code. */
    getChargeNowConnector: build.query<ChargeNowConnector, string>({
      query: (code) => `/charge-now/${encodeURIComponent(code)}`,
      providesTags: ['Availability'],
      ...LIVE,
    }),
    /** POST /api/charge-now: the pending walk-up booking (`kind: 'walk_up'`), paid like any booking. */
    startChargeNow: build.mutation<Booking, ChargeNowBody>({
      query: (body) => ({ url: '/charge-now', method: 'POST', body }),
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }, 'Availability'],
    }),
  }),
});

export const { useGetChargeNowConnectorQuery, useStartChargeNowMutation } = chargeNowApi;

/** How often, and how many times, {@link useStartPaidWalkUp} reads the booking while its payment is confirmed. */
const WALK_UP_CONFIRM_POLL = { intervalMs: 500, attempts: 20 } as const;

/**
 * Starts a walk-up right after its payment (docs/product.md §2.18): the driver is at the connector. The
 * bookings service confirms a booking when the payment.completed event reaches it, so the booking is read
 * until it is no longer pending (at most {@link WALK_UP_CONFIRM_POLL}) before the charger is asked to start;
 * resolves with the control's answer or rejects with its error, as `useControlChargingMutation` does.
 */
export function useStartPaidWalkUp(poll: { intervalMs: number; attempts: number } = WALK_UP_CONFIRM_POLL) {
  const dispatch = useAppDispatch();
  const [control] = useControlChargingMutation();
  const { intervalMs, attempts } = poll;
  return useCallback(
    async (bookingId: number) => {
      for (let i = 0; i < attempts; i += 1) {
        const read = dispatch(
          bookingsApi.endpoints.getBooking.initiate(bookingId, { forceRefetch: true, subscribe: false }),
        );
        const booking = await read.unwrap().catch(() => null);
        if (booking && booking.status !== 'pending') break;
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
      return control({ bookingId, action: 'start' }).unwrap();
    },
    [dispatch, control, intervalMs, attempts],
  );
}
