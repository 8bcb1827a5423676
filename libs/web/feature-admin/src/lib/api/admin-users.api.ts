import {
  ADMIN_USERS_PATH,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUsersQuery,
} from '@chargesetu/shared/contracts';
import { api, LIVE } from '@chargesetu/web/data-access';

/** The contract's public path without the `/api` the one base query adds. */
const PATH = ADMIN_USERS_PATH.replace(/^\/api/, '');

/** The account directory of the auth service (administrators only; docs/product.md §2.14 User Management). */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/admin/users: a page of accounts matching `q` (name, username or email), newest first. */
    getAdminUsers: build.query<AdminUserPage, AdminUsersQuery>({
      query: (params) => ({ url: PATH, params }),
      ...LIVE,
    }),
    /** GET /api/auth/admin/users/:id: one account with its vehicles and notification preferences. */
    getAdminUser: build.query<AdminUserDetail, number>({
      query: (id) => `${PATH}/${id}`,
      ...LIVE,
    }),
  }),
});

export const { useGetAdminUsersQuery, useGetAdminUserQuery } = adminUsersApi;
