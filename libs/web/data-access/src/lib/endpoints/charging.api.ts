import type { ChargingControlBody, ChargingStatus } from '@chargesetu/shared/contracts';
import { api } from '../api/api';

/**
 * The charging screen's calls (spec 7). The status is the only polled query of the app (the page sets
 * its polling interval from the last answer); a control action refreshes both the status and the
 * booking (spec 7, "Charging control: both the status and the booking are refreshed").
 */
export const chargingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/charging/:bookingId/status. */
    getChargingStatus: build.query<ChargingStatus, number>({
      query: (bookingId) => `/charging/${bookingId}/status`,
      providesTags: (_status, _error, bookingId) => [{ type: 'ChargingStatus', id: bookingId }],
    }),
    /** POST /api/charging/:bookingId/control with action start or stop; answers the new status. */
    controlCharging: build.mutation<
      ChargingStatus,
      { bookingId: number; action: ChargingControlBody['action'] }
    >({
      query: ({ bookingId, action }) => ({
        url: `/charging/${bookingId}/control`,
        method: 'POST',
        body: { action } satisfies ChargingControlBody,
      }),
      invalidatesTags: (_status, _error, { bookingId }) => [
        { type: 'ChargingStatus', id: bookingId },
        { type: 'Booking', id: bookingId },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetChargingStatusQuery, useControlChargingMutation } = chargingApi;
