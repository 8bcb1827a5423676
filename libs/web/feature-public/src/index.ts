import { lazy } from 'react';

// Each page is its own chunk: the router loads a page only when its route is visited.
export const LandingPage = lazy(() => import('./lib/pages/landing-page'));
export const ProductPage = lazy(() => import('./lib/pages/product-page'));
export const PrivacyPolicyPage = lazy(() => import('./lib/legal/privacy-policy-page'));
export const TermsOfServicePage = lazy(() => import('./lib/legal/terms-of-service-page'));
export const CookiesPolicyPage = lazy(() => import('./lib/legal/cookies-policy-page'));
