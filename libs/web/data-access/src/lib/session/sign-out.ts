import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { sessionApi } from './session.api';
import { signedOut, type SessionState } from './session.slice';

/**
 * docs/product.md §4: logout clears the token, the user and every cached response. The server is asked to
 * revoke the token too (POST /api/auth/logout), best effort: the session ends here whatever it answers, at
 * once, without waiting for it (an unreachable server must not keep anyone signed in).
 */
export function signOut(): ThunkAction<void, { session: SessionState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { token } = getState().session;
    if (token) void dispatch(sessionApi.endpoints.logout.initiate(token));
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}
