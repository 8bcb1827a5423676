import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AuthResponse } from '@chargesetu/shared/contracts';
import { api } from '../api/api';
import { signedIn } from './session.slice';
import { asSessionUser, isAdminUser } from './session-user';

/**
 * docs/product.md §4: login, admin login and registration store the token and the user. The stored record of
 * an administrator carries `isAdmin` (docs/product.md §3). Anything cached for a previous user is dropped
 * first, so one person's vehicles or bookings never show in the next person's session on a shared device.
 */
export function startSession(response: AuthResponse): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const user = asSessionUser(response.user);
    if (!user || !response.token) throw new Error('The sign-in answer carried no token or user');
    dispatch(api.util.resetApiState());
    dispatch(
      signedIn({ token: response.token, user: isAdminUser(user) ? { ...user, isAdmin: true } : user }),
    );
  };
}
