import {
  ADMIN_FINANCE_PATH,
  ADMIN_STATION_STATS_PATH,
  type AdminFinance,
  type AdminFinanceQuery,
  type AdminStationStats,
} from '@chargesetu/shared/contracts';
import { api, LIVE } from '@chargesetu/web/data-access';

/** A contract's public path without the `/api` the one base query adds. */
const local = (path: string) => path.replace(/^\/api/, '');

/** The admin Finance and Stations tabs' reads (administrators only; docs/product.md §2.14). */
export const adminFinanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/finance (payments): figures by IST day or month over a range, and the latest payments. */
    getAdminFinance: build.query<AdminFinance, AdminFinanceQuery>({
      query: (params) => ({ url: local(ADMIN_FINANCE_PATH), params }),
      ...LIVE,
    }),
    /** GET /api/admin/stations/stats (bookings): per station, bookings by outcome and revenue. */
    getAdminStationStats: build.query<AdminStationStats, void>({
      query: () => local(ADMIN_STATION_STATS_PATH),
      ...LIVE,
    }),
  }),
});

export const { useGetAdminFinanceQuery, useGetAdminStationStatsQuery } = adminFinanceApi;
