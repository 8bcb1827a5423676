import type { AuthResponse, RegisterBody } from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';

/** POST /api/auth/login: `username` may also hold an email address (the service accepts either). */
export interface LoginRequest {
  username: string;
  password: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/login (docs/product.md §7): answers the token and the user. */
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    /**
     * POST /api/auth/register (docs/product.md §7): name, email, phone, username, password; never the
     * confirmation.
     */
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;
