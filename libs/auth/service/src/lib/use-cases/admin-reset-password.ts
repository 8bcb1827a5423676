import type { AdminResetUserPasswordBody } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import { forbidden, notFound } from '@chargesetu/shared/server-kit';
import type { AuthDeps } from '../deps';
import { checkNewPassword } from '../validation/account-rules';
import { ADMIN_RESET_RULES } from '../validation/password-rules';
import { currentAdmin } from './current-user';
import { accountKey } from './login-rate-limit';
import { enqueueTokensRevoked } from './tokens-revoked-event';

export const passwordResetMessage = (userId: number) => `Password for user ID ${userId} has been updated`;
export const USE_CHANGE_PASSWORD = 'Use Change Password to change your own password';

/**
 * An administrator sets another user's password. Not their own: that would change it without the
 * current password, so whoever holds an administrator's session could take the account over for good
 * (403; Change Password asks for the current one and counts wrong guesses).
 */
export async function adminResetPassword(
  deps: AuthDeps,
  adminId: number,
  body: AdminResetUserPasswordBody,
  requestId?: string,
): Promise<void> {
  await currentAdmin(deps, adminId);
  if (body.userId === adminId) throw forbidden(USE_CHANGE_PASSWORD);
  const newPassword = checkNewPassword(ADMIN_RESET_RULES, 'newPassword', body.newPassword);
  const target = await deps.users.findById(body.userId);
  if (!target) throw notFound(`User ${body.userId} was not found`);
  const passwordHash = await deps.passwords.hash(newPassword);
  await withTransaction(deps.dataSource, async (m) => {
    await deps.users.setPasswordHash(target.id, passwordHash, m);
    await enqueueTokensRevoked(m, target.id, requestId);
  });
  deps.notifyRelay();
  // The target's failed sign-ins no longer matter: the password they guessed at is gone.
  await deps.failures.clearAccount(accountKey(target.id, ''));
}
