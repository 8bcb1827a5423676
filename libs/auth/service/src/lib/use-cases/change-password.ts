import { CHANGE_PASSWORD_RULES, type ResetPasswordBody } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import { InvalidRequest } from '@chargesetu/shared/domain';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { AuthDeps } from '../deps';
import { tokensRevokedEvent } from '../events/tokens-revoked-event';
import type { User } from '../repositories/user';
import { accountKey } from '../rules/login-rate-limit';
import { checkNewPassword } from '../validation/account-rules';
import { assertSignInAllowed } from './assert-sign-in-allowed';
import { currentUser } from './current-user';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const SAME_PASSWORD = 'New password must be different from the current password';
export const PASSWORD_UPDATED = 'Your password has been updated';

/**
 * Changes one's own password after checking the current one. A wrong current password is a 400, not a
 * 401: the session itself is fine and the client must not sign the user out. Wrong guesses count like
 * failed sign-ins, so a stolen session cannot be used to try passwords at bcrypt speed.
 */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  body: ResetPasswordBody,
  ip: string,
  requestId?: string,
): Promise<{ user: User; tokenVersion: number }> {
  const user = await currentUser(deps, userId);
  const newPassword = checkNewPassword(CHANGE_PASSWORD_RULES, 'newPassword', body.newPassword);
  const key = accountKey(user.id, user.username);
  await assertSignInAllowed(deps, key, ip);
  if (!(await deps.passwords.verify(body.currentPassword, user.passwordHash))) {
    await deps.failures.record(key, ip);
    throw new InvalidRequest(CURRENT_PASSWORD_INCORRECT);
  }
  if (newPassword === body.currentPassword) throw new InvalidRequest(SAME_PASSWORD);
  // Revokes every earlier token of the user (the version rises with the hash); the caller issues a fresh one.
  // Hashed before the transaction: bcrypt takes ~0.1 s, a transaction should not wait for it.
  const passwordHash = await deps.passwords.hash(newPassword);
  const tokenVersion = await withTransaction(deps.ctx.dataSource, async (m) => {
    const version = await deps.users.setPasswordHash(user.id, passwordHash, m);
    await enqueueEvent(m, tokensRevokedEvent(user.id, requestId));
    return version;
  });
  deps.ctx.relay.notify();
  return { user, tokenVersion };
}
