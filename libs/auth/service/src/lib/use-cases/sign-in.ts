import { Forbidden, Unauthenticated } from '@chargesetu/shared/domain';
import type { AuthDeps } from '../deps';
import type { User } from '../repositories/user';
import { accountKey } from '../rules/login-rate-limit';
import { assertSignInAllowed } from './assert-sign-in-allowed';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ADMINS_ONLY = 'This area is restricted to administrators only';

export interface SignInAttempt {
  /** A username or an email address. */
  identifier: string;
  password: string;
  /** The client's address: failures are counted per (account, address) and per address. */
  ip: string;
  /** Admin login: a correct password of a non-admin is refused with 403. */
  adminOnly?: boolean;
}

/**
 * Checks a username-or-email and password. Unknown user and wrong password get the same 401 and about
 * the same time (one bcrypt compare either way); failures are counted for the rate limit.
 */
export async function signIn(deps: AuthDeps, a: SignInAttempt): Promise<User> {
  const identifier = a.identifier.trim();
  const user = await deps.users.findByLogin(identifier);
  const key = accountKey(user?.id, identifier);
  await assertSignInAllowed(deps, key, a.ip);
  const ok = await deps.passwords.verify(a.password, user?.passwordHash);
  if (!user || !ok) {
    await deps.failures.record(key, a.ip);
    throw new Unauthenticated(INVALID_CREDENTIALS);
  }
  // Only this address's failures: the owner signing in must not reset a guesser's budget elsewhere.
  await deps.failures.clearAccountFrom(key, a.ip);
  if (a.adminOnly && user.role !== 'admin') throw new Forbidden(ADMINS_ONLY);
  return user;
}
