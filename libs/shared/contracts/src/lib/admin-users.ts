import { Type, type Static } from '@sinclair/typebox';
import { NotificationPreferences, PublicUser } from './auth';
import { VehicleList } from './vehicles';

/** GET: the administrator's account directory (auth service; administrators only). */
export const ADMIN_USERS_PATH = '/api/auth/admin/users';

/** Paging of the account directory: `limit` 1..100 (default 20), `offset` from 0. */
export const ADMIN_USERS_PAGE = { defaultLimit: 20, maxLimit: 100, maxQueryLength: 100 } as const;

/**
 * GET /api/auth/admin/users: `q` finds accounts whose name, username or email contains it, ignoring
 * letter case; accounts come newest first.
 */
export const AdminUsersQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: ADMIN_USERS_PAGE.maxQueryLength })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: ADMIN_USERS_PAGE.maxLimit,
        default: ADMIN_USERS_PAGE.defaultLimit,
      }),
    ),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 })),
  },
  { additionalProperties: false },
);
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;

/** One page of accounts (never a password hash or token) and how many match in all. */
export const AdminUserPage = Type.Object({
  users: Type.Array(PublicUser),
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  offset: Type.Integer({ minimum: 0 }),
});
export type AdminUserPage = Static<typeof AdminUserPage>;

/** GET /api/auth/admin/users/:id: what auth knows of one account. */
export const AdminUserDetail = Type.Object({
  user: PublicUser,
  vehicles: VehicleList,
  notifications: NotificationPreferences,
});
export type AdminUserDetail = Static<typeof AdminUserDetail>;
