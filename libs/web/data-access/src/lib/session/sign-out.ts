import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { signedOut } from './session.slice';

/** Spec 4: logout clears the token, the user and every cached response. */
export function signOut(): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}
