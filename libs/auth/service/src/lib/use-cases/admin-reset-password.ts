import { ADMIN_RESET_RULES, type AdminResetUserPasswordBody } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import { Forbidden, NotFound } from '@chargesetu/shared/domain';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { AuthDeps } from '../deps';
import { tokensRevokedEvent } from '../events/tokens-revoked-event';
import { accountKey } from '../rules/login-rate-limit';
import { checkNewPassword } from '../validation/account-rules';
import { currentAdmin } from './current-user';

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
  if (body.userId === adminId) throw new Forbidden(USE_CHANGE_PASSWORD);
  const newPassword = checkNewPassword(ADMIN_RESET_RULES, 'newPassword', body.newPassword);
  const target = await deps.users.findById(body.userId);
  if (!target) throw new NotFound(`User ${body.userId} was not found`);
  const passwordHash = await deps.passwords.hash(newPassword);
  await withTransaction(deps.ctx.dataSource, async (m) => {
    await deps.users.setPasswordHash(target.id, passwordHash, m);
    await enqueueEvent(m, tokensRevokedEvent(target.id, requestId));
  });
  deps.ctx.relay.notify();
  // The target's failed sign-ins no longer matter: the password they guessed at is gone.
  await deps.failures.clearAccount(accountKey(target.id, ''));
}
