// Theme
export { brand } from './lib/theme/primitives';
export { UiProvider } from './lib/theme/ui-provider';
export { BrandLogo, type BrandLogoProps } from './lib/brand/brand-logo';

// The app frame (docs/product.md §2.17)
export { AppFrame } from './lib/frame/app-frame';
export { useSignOut } from './lib/frame/use-sign-out';

// Languages (docs/product.md §2.20)
export { LanguageMenu } from './lib/language/language-menu';
export { LanguageSync } from './lib/language/language-sync';
export { useLanguage } from './lib/language/use-language';

// Installable and offline (docs/product.md §2.19)
export { OfflineActionNote } from './lib/offline/offline-action-note';
export { OfflineBanner } from './lib/offline/offline-banner';
export { forgetOwnData } from './lib/offline/own-data';
export { useOnline } from './lib/offline/use-online';

// Guards (docs/product.md §2.1)
export { RequireAuth, type RequireAuthProps } from './lib/guards/require-auth';
export { RequireAdmin, type RequireAdminProps } from './lib/guards/require-admin';

// Forms
export { FormikTextField, type FormikTextFieldProps } from './lib/forms/formik-text-field';
export { FormikPasswordField, type FormikPasswordFieldProps } from './lib/forms/formik-password-field';
export {
  confirmField,
  minimumField,
  NEW_PASSWORD_CONFIRM_MESSAGES,
  optionalRuleField,
  REGISTER_CONFIRM_MESSAGES,
  ruleField,
  ruleList,
  ruleMessage,
  type ConfirmMessages,
  type RuleFieldOptions,
} from './lib/forms/rule-fields';
export {
  accountFields,
  profileChanges,
  profileFields,
  profileFieldValues,
  type ProfileFieldValues,
} from './lib/forms/profile-fields';

// Tabs
export { TabPanel, tabProps, type TabPanelProps } from './lib/tabs/tab-panel';

// Feedback
export { PageLoader, type PageLoaderProps } from './lib/feedback/page-loader';
export { CardGridSkeleton, ListSkeleton } from './lib/feedback/skeletons';
export { Toaster } from './lib/feedback/toaster';

// Pages and layouts
export { DocumentTitle } from './lib/pages/document-title';
export { FocusedLayout, type FocusedLayoutProps } from './lib/pages/focused-layout';
export { NotFoundPage, type NotFoundPageProps } from './lib/pages/not-found-page';

// Content blocks shared by the task screens (booking, payment, confirmation)
export { BackLink } from './lib/content/back-link';
export { EmptyState, type EmptyStateProps } from './lib/content/empty-state';
export { DetailList, type DetailItem } from './lib/content/detail-list';
export { SectionCard, type SectionCardProps } from './lib/content/section-card';

// Widgets several features show (features never import each other)
export { ReceiptButton } from './lib/payments/receipt-button';
export { CancelBookingDialog, type CancelBookingDialogProps } from './lib/bookings/cancel-booking-dialog';
export { StartChargingLink } from './lib/bookings/start-charging-link';
export { NoShowPolicyNote } from './lib/bookings/no-show-policy-note';
export { IdleFeePolicyNote } from './lib/bookings/idle-fee-policy-note';
export {
  startChargingOffer,
  useStartWindowClock,
  type StartChargingOffer,
} from './lib/bookings/start-charging';
export { StopChargingDialog, type StopChargingDialogProps } from './lib/charging/stop-charging-dialog';
export { AVAILABILITY_COLOR, availabilityView, type AvailabilityView } from './lib/stations/availability';
export { StationChargersNow } from './lib/stations/station-chargers-now';
export {
  STATUS_COLOR as LIVE_STATUS_COLOR,
  STATUS_TEXT as LIVE_STATUS_TEXT,
  type ChipColor,
} from './lib/stations/charger-availability';

// Small shared helpers
export { useNow } from './lib/time/use-now';
export { visuallyHidden } from './lib/a11y/visually-hidden';
