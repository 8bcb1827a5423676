import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isApiError } from '../api/api-error';
import { sessionApi } from './session.api';
import { readStoredToken, readStoredUser } from './session-storage';
import { isAdminUser, type SessionUser } from './session-user';

/**
 * `loading` while a stored token is being verified; `authenticated` with a user; `anonymous` without.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  status: SessionStatus;
}

/**
 * docs/product.md §4: on start the stored user is loaded at once (then verified by {@link verifySession}).
 */
export function loadStoredSession(): SessionState {
  const token = readStoredToken();
  const user = token ? readStoredUser() : null;
  return { token, user, status: token ? 'loading' : 'anonymous' };
}

type VerifyOutcome =
  | { kind: 'no-token' }
  | { kind: 'verified'; user: SessionUser }
  | { kind: 'rejected' }
  | { kind: 'unreachable' };

/**
 * Checks the stored token with GET /api/auth/me (docs/product.md §4). A rejected or malformed answer signs
 * the user out and clears the token; a network error leaves the session as it was (docs/product.md §4: nobody
 * is logged out when the train goes through a tunnel).
 */
export const verifySession = createAsyncThunk<VerifyOutcome, void>(
  'session/verify',
  async (_, { dispatch, getState }) => {
    const { token } = (getState() as { session: SessionState }).session;
    if (!token) return { kind: 'no-token' };
    const result = await dispatch(
      sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (result.data) return { kind: 'verified', user: result.data };
    if (isApiError(result.error) && result.error.status === 'FETCH_ERROR') return { kind: 'unreachable' };
    return { kind: 'rejected' };
  },
);

function clear(state: SessionState) {
  state.token = null;
  state.user = null;
  state.status = 'anonymous';
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loadStoredSession,
  reducers: {
    /** After login, admin login or registration (docs/product.md §4): the token and user are stored. */
    signedIn(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.status = 'authenticated';
    },
    /**
     * The server issued a fresh token for the same session (a password change revokes the old one):
     * the user and every cached response stay.
     */
    tokenRenewed(state, action: PayloadAction<string>) {
      if (state.user) state.token = action.payload;
    },
    /** The user record changed (profile edit) without a new token. */
    userUpdated(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    signedOut: clear,
  },
  extraReducers: (builder) => {
    builder
      .addCase(verifySession.pending, (state) => {
        if (state.token) state.status = 'loading';
      })
      .addCase(verifySession.fulfilled, (state, action) => {
        const outcome = action.payload;
        if (outcome.kind === 'verified') {
          state.user = outcome.user;
          state.status = 'authenticated';
        } else if (outcome.kind === 'unreachable') {
          state.status = state.user ? 'authenticated' : 'anonymous';
        } else {
          clear(state);
        }
      })
      .addCase(verifySession.rejected, (state) => {
        state.status = state.user ? 'authenticated' : 'anonymous';
      });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null && state.status !== 'anonymous',
    /**
     * From the session user or the stored record (docs/product.md §2.1); the server still refuses non-admins.
     */
    selectIsAdmin: (state) => isAdminUser(state.user),
  },
});

export const { signedIn, tokenRenewed, userUpdated, signedOut } = sessionSlice.actions;
export const { selectSessionStatus, selectCurrentUser, selectIsSignedIn, selectIsAdmin } =
  sessionSlice.selectors;
