import { Forbidden, Unauthenticated } from '@chargesetu/shared/domain';
import type { AuthDeps } from '../deps';
import type { User } from '../repositories/user';

export const ACCOUNT_GONE = 'Your account no longer exists. Please sign in again.';
export const ADMIN_RIGHTS_REQUIRED = 'This action requires administrator rights';

/**
 * The signed-in user as stored now, not as the token remembers: a deleted account gets 401 and a
 * changed role takes effect at once.
 */
export async function currentUser(deps: AuthDeps, userId: number): Promise<User> {
  const user = await deps.users.findById(userId);
  if (!user) throw new Unauthenticated(ACCOUNT_GONE);
  return user;
}

/** The signed-in user, who must be an administrator now (the token's role alone is not enough). */
export async function currentAdmin(deps: AuthDeps, userId: number): Promise<User> {
  const user = await currentUser(deps, userId);
  if (user.role !== 'admin') throw new Forbidden(ADMIN_RIGHTS_REQUIRED);
  return user;
}
