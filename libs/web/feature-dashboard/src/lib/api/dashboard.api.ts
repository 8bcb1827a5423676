import type { NotificationPreferences } from '@chargesetu/shared/contracts';
import { api } from '@chargesetu/web/data-access';

/** The dashboard's own calls (the station list, free chargers and PATCH /api/auth/me come from data-access). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/me/notifications: the user's saved notification toggles. */
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/auth/me/notifications',
      providesTags: [{ type: 'User', id: 'NOTIFICATIONS' }],
    }),
    /** PUT /api/auth/me/notifications: all three toggles; answers what is stored. */
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: '/auth/me/notifications', method: 'PUT', body }),
      // The answer is the stored state: write it to the cache instead of asking again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(dashboardApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
        } catch {
          // The caller shows the failure; the cached preferences stay as they were.
        }
      },
    }),
  }),
});

export const { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } = dashboardApi;
