import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const PaymentPage = lazy(() => import('./lib/pages/payment-page'));
export const PaymentsPage = lazy(() => import('./lib/pages/payments-page'));
