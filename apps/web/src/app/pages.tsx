import type { ReactNode } from 'react';
import { AdminDashboardPage, AdminLoginPage, AdminSettingsPage } from '@chargesetu/web/feature-admin';
import { AssistantPage } from '@chargesetu/web/feature-assistant';
import { RegisterPage, SignInPage } from '@chargesetu/web/feature-auth';
import { BookingPage, BookingsPage, BookingSuccessPage } from '@chargesetu/web/feature-bookings';
import { ChargeNowPage, ChargingPage } from '@chargesetu/web/feature-charging';
import { UserDashboardPage } from '@chargesetu/web/feature-dashboard';
import { PaymentPage, PaymentsPage } from '@chargesetu/web/feature-payments';
import { ProfilePage } from '@chargesetu/web/feature-profile';
import {
  CookiesPolicyPage,
  LandingPage,
  PrivacyPolicyPage,
  ProductPage,
  TermsOfServicePage,
} from '@chargesetu/web/feature-public';
import { SecuritySettingsPanel, SettingsPage } from '@chargesetu/web/feature-settings';
import { HomePage, StationDetailPage } from '@chargesetu/web/feature-stations';
import { VehiclesPage, VehiclesPanel } from '@chargesetu/web/feature-vehicles';
import type { PageKey } from '@chargesetu/web/routes';

/**
 * The screen of every entry of the `paths` table. A `Record` over `PageKey`, so adding a path without
 * a screen does not compile. Every page is a lazy component: its code loads with its route.
 */
export const pages: Record<PageKey, ReactNode> = {
  landing: <LandingPage />,
  product: <ProductPage />,
  signIn: <SignInPage />,
  login: <SignInPage />,
  register: <RegisterPage />,
  adminLogin: <AdminLoginPage />,
  adminDashboard: <AdminDashboardPage />,
  privacyPolicy: <PrivacyPolicyPage />,
  termsOfService: <TermsOfServicePage />,
  cookiesPolicy: <CookiesPolicyPage />,

  home: <HomePage />,
  station: <StationDetailPage />,
  booking: <BookingPage />,
  assistant: <AssistantPage />,
  chargeNow: <ChargeNowPage />,

  dashboard: <UserDashboardPage />,
  userDashboard: <UserDashboardPage />,
  charging: <ChargingPage />,
  bookings: <BookingsPage />,
  chargingHistory: <BookingsPage initialTab="completed" />,
  // Features do not import each other: the app puts the vehicles panel into the profile's My Vehicles
  // tab and the change-password card into Admin Settings' Admin Account tab.
  profile: <ProfilePage vehicles={<VehiclesPanel headingLevel="h2" />} />,
  payment: <PaymentPage />,
  paymentForBooking: <PaymentPage />,
  payments: <PaymentsPage />,
  bookingSuccess: <BookingSuccessPage />,
  vehicles: <VehiclesPage />,
  settings: <SettingsPage />,
  adminSettings: <AdminSettingsPage accountPanel={<SecuritySettingsPanel />} />,
};
