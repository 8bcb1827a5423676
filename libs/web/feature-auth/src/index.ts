import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const SignInPage = lazy(() => import('./lib/pages/sign-in-page'));
export const RegisterPage = lazy(() => import('./lib/pages/register-page'));
