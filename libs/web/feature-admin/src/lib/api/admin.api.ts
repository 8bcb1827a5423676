import type {
  AdminLoginBody,
  AdminResetUserPasswordBody,
  AuthResponse,
  MessageResponse,
} from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/admin/login (spec 7): the service refuses anyone who is not an administrator. */
    adminLogin: build.mutation<AuthResponse, AdminLoginBody>({
      query: (body) => ({ url: '/auth/admin/login', method: 'POST', body }),
    }),
    /** POST /api/auth/admin/reset-user-password (spec 7): userId as an integer. */
    resetUserPassword: build.mutation<MessageResponse, AdminResetUserPasswordBody>({
      query: (body) => ({ url: '/auth/admin/reset-user-password', method: 'POST', body }),
    }),
  }),
});

export const { useAdminLoginMutation, useResetUserPasswordMutation } = adminApi;
