import type { MessageResponse, ResetPasswordBody } from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';

export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/reset-password (spec 7): an ok status means the password changed. */
    changePassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = passwordApi;
