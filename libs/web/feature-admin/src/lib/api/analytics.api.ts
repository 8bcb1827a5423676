import type {
  AnalyticsQuery,
  BookingsAnalytics,
  EnergyAnalytics,
  UserGrowth,
  UserGrowthQuery,
} from '@chargesetu/shared/contracts';
import { api, LIVE } from '@chargesetu/web/data-access';

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/bookings/analytics (administrators only): bookings and utilisation per hour and station. */
    getBookingsAnalytics: build.query<BookingsAnalytics, AnalyticsQuery>({
      query: (params) => ({ url: '/bookings/analytics', params }),
      ...LIVE,
    }),
    /**
     * GET /api/charging/analytics (administrators only): energy delivered per hour and station, and how
     * long the completed sessions charged.
     */
    getEnergyAnalytics: build.query<EnergyAnalytics, AnalyticsQuery>({
      query: (params) => ({ url: '/charging/analytics', params }),
      ...LIVE,
    }),
    /** GET /api/auth/admin/users/growth (administrators only): new and total driver accounts per IST month. */
    getUserGrowth: build.query<UserGrowth, UserGrowthQuery>({
      query: (params) => ({ url: '/auth/admin/users/growth', params }),
      ...LIVE,
    }),
  }),
});

export const { useGetBookingsAnalyticsQuery, useGetEnergyAnalyticsQuery, useGetUserGrowthQuery } =
  analyticsApi;
