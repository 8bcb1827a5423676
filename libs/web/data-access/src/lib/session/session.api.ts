import type { LanguagePreference, LogoutResponse, MeResponse, UpdateMeBody } from '@chargesetu/shared/contracts';
import { api } from '../api/api';
import { asSessionUser, type SessionUser } from './session-user';

// GET /api/auth/me answers the user, either bare or wrapped as { user } depending on the service version.
function toSessionUser(response: unknown): SessionUser {
  const candidate =
    typeof response === 'object' && response !== null && 'user' in response
      ? (response as { user: unknown }).user
      : response;
  const user = asSessionUser(candidate);
  if (!user) throw new Error('GET /api/auth/me returned no user');
  return user;
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/me: who the stored token belongs to (docs/product.md §4, Session). */
    getCurrentUser: build.query<SessionUser, void>({
      query: () => '/auth/me',
      transformResponse: toSessionUser,
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
    /** PATCH /api/auth/me: any of name, email and phone (username and role never change). */
    updateMe: build.mutation<MeResponse, UpdateMeBody>({
      query: (body) => ({ url: '/auth/me', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
    /** GET /api/auth/me/language: the language the user reads the app in, kept on the server. */
    getLanguagePreference: build.query<LanguagePreference, void>({
      query: () => '/auth/me/language',
      providesTags: [{ type: 'User', id: 'LANGUAGE' }],
    }),
    /** PUT /api/auth/me/language: remembers the language the user switched to, for every device. */
    saveLanguagePreference: build.mutation<LanguagePreference, LanguagePreference>({
      query: (body) => ({ url: '/auth/me/language', method: 'PUT', body }),
      invalidatesTags: [{ type: 'User', id: 'LANGUAGE' }],
    }),
    /** POST /api/auth/logout: the server revokes the given token (see signOut). */
    logout: build.mutation<LogoutResponse, string>({
      query: (token) => ({ url: '/auth/logout', method: 'POST', token, keepalive: true }),
    }),
  }),
});

export const { useGetLanguagePreferenceQuery, useSaveLanguagePreferenceMutation, useUpdateMeMutation } =
  sessionApi;
