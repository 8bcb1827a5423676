import { paths } from './paths';

/**
 * What the app passes to the sign-in screen in the location state: where the visitor was, with its query
 * (the station finder's filters, the booking screen's connector and power) and hash.
 */
export interface ReturnState {
  from: string;
}

/** The state to send a visitor to /login with, so signing in (or registering) brings them back here. */
export function returnState(location: { pathname: string; search: string; hash?: string }): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash ?? ''}` };
}

// Any origin of our own would do: a path is resolved against it and must stay on it.
const APP_ORIGIN = 'https://app.chargesetu.invalid';

// Coming back to these would show the sign-in or registration screen again (or the admin's).
const NOT_A_RETURN = [paths.signIn, paths.login, paths.register, paths.adminLogin].map((r) => r.path);

/**
 * Where to go after signing in or registering: the `from` of the location state when it is a path of this
 * app (never another site: `//evil.example`, `/\evil.example`, `https://…` and anything that resolves off
 * this origin are refused), and not a sign-in screen itself. Null means the default (the dashboard).
 */
export function returnPath(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(from, APP_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== APP_ORIGIN || NOT_A_RETURN.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
