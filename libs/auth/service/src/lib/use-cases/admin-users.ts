import {
  ADMIN_USERS_PAGE,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUsersQuery,
} from '@chargesetu/shared/contracts';
import { NotFound } from '@chargesetu/shared/domain';
import type { AuthDeps } from '../deps';
import { toNotificationPreferences, toPublicUser } from '../repositories/user';
import { currentAdmin } from './current-user';

/** The administrator's account directory: a page of accounts matching `q`, newest first. */
export async function listUsersForAdmin(
  deps: AuthDeps,
  adminId: number,
  query: AdminUsersQuery,
): Promise<AdminUserPage> {
  await currentAdmin(deps, adminId);
  const limit = query.limit ?? ADMIN_USERS_PAGE.defaultLimit;
  const offset = query.offset ?? 0;
  const { users, total } = await deps.users.search((query.q ?? '').trim(), { limit, offset });
  return { users: users.map(toPublicUser), total, limit, offset };
}

/** One account as auth knows it: the profile, vehicles and notification preferences. */
export async function userDetailForAdmin(
  deps: AuthDeps,
  adminId: number,
  userId: number,
): Promise<AdminUserDetail> {
  await currentAdmin(deps, adminId);
  const user = await deps.users.findById(userId);
  if (!user) throw new NotFound(`User ${userId} was not found`);
  return {
    user: toPublicUser(user),
    vehicles: await deps.vehicles.listForUser(user.id),
    notifications: toNotificationPreferences(user),
  };
}
