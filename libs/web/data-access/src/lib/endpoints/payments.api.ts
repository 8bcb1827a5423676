import type {
  CreatePaymentBody,
  CreatePaymentResponse,
  Payment,
  UserStats,
  WalletHistory,
} from '@chargesetu/shared/contracts';
import { api, LIVE } from '../api/api';

const LIST = { type: 'Payment', id: 'LIST' } as const;
const forBooking = (bookingId: number | string) => ({ type: 'Payment' as const, id: `booking-${bookingId}` });

/**
 * Payments (all simulated) and the wallet they can debit and refunds credit. The reads are {@link LIVE}:
 * refunds after a cancellation and the settlement of a finished session reach them by events.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/payments. docs/product.md §7 (refreshes after a payment): it invalidates the bookings
     * list and the paid booking, the payments and the wallet (a wallet payment debits it).
     */
    createPayment: build.mutation<CreatePaymentResponse, CreatePaymentBody>({
      query: (body) => ({ url: '/payments', method: 'POST', body }),
      invalidatesTags: (_result, _error, { bookingId }) => [
        { type: 'Booking', id: 'LIST' },
        { type: 'Booking', id: bookingId },
        LIST,
        forBooking(bookingId),
        'UserStats',
      ],
    }),
    /** GET /api/payments: mine, declined attempts included, newest first. */
    getPayments: build.query<Payment[], void>({
      query: () => '/payments',
      providesTags: [LIST],
      ...LIVE,
    }),
    /** GET /api/payments/booking/:bookingId: the payment that went through; 404 when none did. */
    getPaymentForBooking: build.query<Payment, number | string>({
      query: (bookingId) => `/payments/booking/${encodeURIComponent(bookingId)}`,
      providesTags: (_payment, _error, bookingId) => [forBooking(bookingId)],
      ...LIVE,
    }),
    /** GET /api/user/stats: the real wallet balance, reward points and savings. */
    getUserStats: build.query<UserStats, void>({
      query: () => '/user/stats',
      providesTags: ['UserStats'],
      ...LIVE,
    }),
    /**
     * GET /api/payments/wallet/history: the wallet's lines, newest first (the server's default limit, 50).
     * It is the wallet, so it shares the wallet's tag: whatever refreshes the balance (a payment, a
     * cancellation, a session ending) refreshes the history with it.
     */
    getWalletHistory: build.query<WalletHistory, void>({
      query: () => '/payments/wallet/history',
      providesTags: ['UserStats'],
      ...LIVE,
    }),
  }),
});

export const {
  useCreatePaymentMutation,
  useGetPaymentsQuery,
  useGetPaymentForBookingQuery,
  useGetUserStatsQuery,
  useGetWalletHistoryQuery,
} = paymentsApi;

/** How the screens name a payment status (the English that picks a status chip's colour). */
export const PAYMENT_STATUS_LABELS = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
} as const;
