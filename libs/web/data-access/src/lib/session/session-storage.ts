import { asSessionUser, type SessionUser } from './session-user';

/** docs/product.md §7: the bearer token lives in localStorage under this key. */
export const TOKEN_STORAGE_KEY = 'token';
/** docs/product.md §3: the client keeps the user record in localStorage too. */
export const USER_STORAGE_KEY = 'user';

// Storage can throw (private mode, quota, disabled cookies); the session then simply is not remembered.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function readStoredUser(): SessionUser | null {
  try {
    const raw = storage()?.getItem(USER_STORAGE_KEY);
    return raw ? asSessionUser(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(token: string | null, user: SessionUser | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (token) store.setItem(TOKEN_STORAGE_KEY, token);
    else store.removeItem(TOKEN_STORAGE_KEY);
    if (user) store.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else store.removeItem(USER_STORAGE_KEY);
  } catch {
    // Quota or privacy mode: the in-memory session still works for this tab.
  }
}
