import type { MeResponse } from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';

/** PATCH /api/auth/me: any of name, email and phone (username and role never change). */
export interface UpdateProfileBody {
  name?: string;
  email?: string;
  phone?: string;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<MeResponse, UpdateProfileBody>({
      query: (body) => ({ url: '/auth/me', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
