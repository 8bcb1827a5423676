import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { writeStoredSession } from '../session/session-storage';
import { sessionSlice, verifySession } from '../session/session.slice';
import { toastsSlice } from '../toasts/toasts.slice';

/**
 * The root reducer. A feature that needs its own slice adds it lazily with `rootReducer.inject(slice)`
 * from inside its lazy-loaded chunk.
 */
export const rootReducer = combineSlices(api, sessionSlice, toastsSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /**
   * Verify the stored token with GET /api/auth/me at once (docs/product.md §4). Off in tests that seed a
   * session.
   */
  verifySession?: boolean;
  /**
   * Deletes what the device keeps of the signed-in user outside the store (the service worker's saved
   * bookings and receipts, docs/product.md §2.19): called when the signed-in user changes (sign-in, sign-out,
   * a token the server rejects) and at start when nobody is signed in.
   */
  forgetUserData?: () => unknown;
}

/** Whether the session now belongs to someone else than before (or to nobody, or to somebody now). */
function sessionUserChanged(previous: RootState, current: RootState): boolean {
  return (previous.session.user?.id ?? null) !== (current.session.user?.id ?? null);
}

export function makeStore({
  preloadedState,
  verifySession: verify = true,
  forgetUserData,
}: MakeStoreOptions = {}) {
  const listener = createListenerMiddleware<RootState>();
  // localStorage follows the session state, so every way in or out (sign-in, rejected token, logout)
  // is persisted in one place and the reducers stay pure.
  listener.startListening({
    predicate: (_action, current, previous) =>
      current.session.token !== previous.session.token || current.session.user !== previous.session.user,
    effect: (_action, { getState }) => {
      const { token, user } = getState().session;
      writeStoredSession(token, user);
    },
  });

  if (forgetUserData) {
    listener.startListening({
      predicate: (_action, current, previous) => sessionUserChanged(previous, current),
      effect: () => void forgetUserData(),
    });
  }

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  if (forgetUserData && !store.getState().session.user) void forgetUserData();
  if (verify) void store.dispatch(verifySession());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
