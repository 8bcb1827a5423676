import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const BookingPage = lazy(() => import('./lib/pages/booking-page'));
export const BookingsPage = lazy(() => import('./lib/pages/bookings-page'));
export const BookingSuccessPage = lazy(() => import('./lib/pages/booking-success-page'));
export type { BookingsPageProps, BookingsTab } from './lib/pages/bookings-page';
