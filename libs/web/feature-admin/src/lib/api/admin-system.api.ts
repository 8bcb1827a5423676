import type { AdminSystem } from '@chargesetu/shared/contracts';
import { api, LIVE } from '@chargesetu/web/data-access';

export const adminSystemApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/admin/system (administrators only): each service's readiness, outbox backlog and
     * dead-letter queue depth, read by the public entry when asked.
     */
    getAdminSystem: build.query<AdminSystem, void>({ query: () => '/admin/system', ...LIVE }),
  }),
});

export const { useGetAdminSystemQuery } = adminSystemApi;
