import type { ResetPasswordBody, ResetPasswordResponse } from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';

export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/reset-password (docs/product.md §7): an ok status means the password changed. The change
     * revokes every earlier token, so the answer carries a fresh one for this session.
     */
    changePassword: build.mutation<ResetPasswordResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = passwordApi;
