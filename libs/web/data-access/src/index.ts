export { api, LIVE, LIVE_POLL } from './lib/api/api';
export { type BaseQueryOptions, type RequestArgs } from './lib/api/base-query';
export { getErrorMessage, isApiError, isServerRejection, type ApiError } from './lib/api/api-error';
export { asSessionUser, userInitial, type SessionUser } from './lib/session/session-user';
export { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './lib/session/session-storage';
export {
  useGetLanguagePreferenceQuery,
  useSaveLanguagePreferenceMutation,
  useUpdateMeMutation,
} from './lib/session/session.api';
export {
  selectCurrentUser,
  selectIsAdmin,
  selectIsSignedIn,
  selectSessionStatus,
  signedIn,
  tokenRenewed,
  userUpdated,
  verifySession,
  type SessionState,
  type SessionStatus,
} from './lib/session/session.slice';
export { signOut } from './lib/session/sign-out';
export { startSession } from './lib/session/start-session';
export {
  dismissToast,
  selectCurrentToast,
  type Toast,
  type ToastInput,
  type ToastSeverity,
  type ToastsState,
} from './lib/toasts/toasts.slice';
export { useToast, type ToastApi } from './lib/toasts/use-toast';
export {
  makeStore,
  type AppDispatch,
  type AppStore,
  type MakeStoreOptions,
  type RootState,
} from './lib/store/store';
export { useAppDispatch, useAppSelector } from './lib/store/hooks';
export {
  KNOWN_LOCATION_STORAGE_KEY,
  readKnownLocation,
  saveKnownLocation,
} from './lib/location/known-location';
export {
  askBrowserPosition,
  type BrowserPosition,
  type LocationFailure,
} from './lib/location/browser-position';

// Endpoints several features read (features never import each other).
export {
  useGetFreeNowQuery,
  useGetStationQuery,
  useGetStationsQuery,
  useGetVehiclesQuery,
  useStationChargersLive,
} from './lib/endpoints/catalogue.api';
export {
  noShowPolicyText,
  useCancelBookingMutation,
  useCreateBookingMutation,
  useGetBookingPolicyQuery,
  useGetBookingQuery,
  useGetBookingsQuery,
  useGetStationAvailabilityQuery,
  useMoveBookingMutation,
  type AvailabilityArgs,
} from './lib/endpoints/bookings.api';
export {
  PAYMENT_STATUS_LABELS,
  useCreatePaymentMutation,
  useGetPaymentForBookingQuery,
  useGetPaymentsQuery,
  useGetUserStatsQuery,
  useGetWalletHistoryQuery,
} from './lib/endpoints/payments.api';
export { isAwaitingPayment, paymentOfBooking } from './lib/endpoints/booking-state';
export { startScreenReads, type ScreenRead } from './lib/endpoints/screen-reads';
export { downloadReceipt, saveWithLink, type ReceiptDownloadOptions } from './lib/endpoints/receipt-download';
export {
  idleFeePolicyText,
  useChargingStatus,
  useControlChargingMutation,
  useGetChargingSessionsQuery,
  useGetIdleFeePolicyQuery,
} from './lib/endpoints/charging.api';
export {
  controlResult,
  type ControlResult,
} from './lib/endpoints/charging-control-result';
export { useGetMyIdTagQuery } from './lib/endpoints/id-tags.api';
export {
  useGetMyRfidCardsQuery,
  useRegisterRfidCardMutation,
  useRemoveRfidCardMutation,
} from './lib/endpoints/rfid-cards.api';
export {
  useGetChargeNowConnectorQuery,
  useStartChargeNowMutation,
  useStartPaidWalkUp,
} from './lib/endpoints/charge-now.api';
