import type { NotificationPreferences } from '@chargesetu/shared/contracts';
import { Unauthenticated } from '@chargesetu/shared/domain';
import type { AuthDeps } from '../deps';
import { toNotificationPreferences } from '../repositories/user';
import { ACCOUNT_GONE, currentUser } from './current-user';

/** The signed-in user's notification preferences (a deleted account gets 401). */
export async function getNotificationPreferences(
  deps: AuthDeps,
  userId: number,
): Promise<NotificationPreferences> {
  return toNotificationPreferences(await currentUser(deps, userId));
}

/**
 * Replaces the signed-in user's notification preferences and answers what is stored now; the update
 * itself finds a deleted account (401).
 */
export async function saveNotificationPreferences(
  deps: AuthDeps,
  userId: number,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const saved = await deps.users.setNotificationPreferences(userId, preferences);
  if (!saved) throw new Unauthenticated(ACCOUNT_GONE);
  return toNotificationPreferences(saved);
}
