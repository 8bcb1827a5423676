import type {
  AvailabilityQuery,
  AvailabilityResponse,
  Booking,
  BookingPolicy,
  CreateBookingBody,
} from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
import { api, LIVE } from '../api/api';

const LIST = { type: 'Booking', id: 'LIST' } as const;

export interface AvailabilityArgs extends AvailabilityQuery {
  stationId: number | string;
}

/**
 * The signed-in user's bookings and a station's slots, both {@link LIVE}: the server confirms bookings,
 * lets holds lapse and ends sessions by itself, and other drivers take slots. A new or cancelled booking
 * changes the slots, so both invalidate `Availability`; a cancellation of a paid booking also refunds the
 * wallet.
 */
export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings: newest first. */
    getBookings: build.query<Booking[], void>({
      query: () => '/bookings',
      providesTags: (bookings) => [
        LIST,
        ...(bookings ?? []).map((b) => ({ type: 'Booking' as const, id: b.id })),
      ],
      ...LIVE,
    }),
    /** GET /api/bookings/:id: 404 for someone else's booking or an unknown id. */
    getBooking: build.query<Booking, number | string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}`,
      providesTags: (_booking, _error, id) => [{ type: 'Booking', id: Number(id) }],
      ...LIVE,
    }),
    /** POST /api/bookings: a pending booking that holds one matching charger until it is paid. */
    createBooking: build.mutation<Booking, CreateBookingBody>({
      query: (body) => ({ url: '/bookings', method: 'POST', body }),
      invalidatesTags: [LIST, 'Availability'],
    }),
    /** POST /api/bookings/:id/cancel: a pending or confirmed booking that has not started (or is `affected`). */
    cancelBooking: build.mutation<Booking, number>({
      query: (id) => ({ url: `/bookings/${id}/cancel`, method: 'POST', body: {} }),
      invalidatesTags: (_booking, _error, id) => [
        LIST,
        { type: 'Booking', id },
        'Availability',
        { type: 'Payment', id: 'LIST' },
        'UserStats',
      ],
    }),
    /**
     * POST /api/bookings/:id/move: a booking its charger cannot serve (`affected`) moves, same slot, to one of
     * its alternatives. It frees one charger and takes another, so the slots change too.
     */
    moveBooking: build.mutation<Booking, { id: number; chargerIndex: number }>({
      query: ({ id, chargerIndex }) => ({
        url: `/bookings/${id}/move`,
        method: 'POST',
        body: { chargerIndex },
      }),
      invalidatesTags: (_booking, _error, { id }) => [LIST, { type: 'Booking', id }, 'Availability'],
    }),
    /**
     * GET /api/bookings/policy: the no-show rule's figures as the server is configured (docs/product.md §4),
     * stated before paying. Read once per session: they change only with a deployment.
     */
    getBookingPolicy: build.query<BookingPolicy, void>({
      query: () => '/bookings/policy',
      keepUnusedDataFor: 3600,
    }),
    /** GET /api/stations/:id/availability?date=YYYY-MM-DD (IST), optionally for one charger type and power. */
    getStationAvailability: build.query<AvailabilityResponse, AvailabilityArgs>({
      query: ({ stationId, ...params }) => ({
        url: `/stations/${encodeURIComponent(stationId)}/availability`,
        params,
      }),
      providesTags: ['Availability'],
      ...LIVE,
    }),
  }),
});

export const {
  useGetBookingsQuery,
  useGetBookingQuery,
  useGetBookingPolicyQuery,
  useCreateBookingMutation,
  useCancelBookingMutation,
  useMoveBookingMutation,
  useGetStationAvailabilityQuery,
} = bookingsApi;

/**
 * docs/product.md §4 "Reservation on the charger and the no-show rule", as the booking and payment screens state
 * it before paying, with the server's figures.
 */
export function noShowPolicyText(p: BookingPolicy): string {
  return translate('bookings:noShowPolicy.text', {
    grace: p.reservationGraceMinutes,
    percent: p.noShowRefundPercent,
  });
}
