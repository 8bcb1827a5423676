import type {
  AdminLoginBody,
  AdminOverview,
  AdminResetUserPasswordBody,
  AuthResponse,
  MessageResponse,
} from '@chargesetu/shared/contracts';
import { api, LIVE } from '@chargesetu/web/data-access';

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/admin/login (docs/product.md §7): the service refuses anyone who is not an
     * administrator.
     */
    adminLogin: build.mutation<AuthResponse, AdminLoginBody>({
      query: (body) => ({ url: '/auth/admin/login', method: 'POST', body }),
    }),
    /** POST /api/auth/admin/reset-user-password (docs/product.md §7): userId as an integer. */
    resetUserPassword: build.mutation<MessageResponse, AdminResetUserPasswordBody>({
      query: (body) => ({ url: '/auth/admin/reset-user-password', method: 'POST', body }),
    }),
    /**
     * GET /api/admin/overview (administrators only): the dashboard's live totals, gathered by the public
     * entry from the services. Only the admin dashboard reads it; logout empties the cache with the rest.
     */
    getAdminOverview: build.query<AdminOverview, void>({ query: () => '/admin/overview', ...LIVE }),
  }),
});

export const { useAdminLoginMutation, useResetUserPasswordMutation, useGetAdminOverviewQuery } = adminApi;
