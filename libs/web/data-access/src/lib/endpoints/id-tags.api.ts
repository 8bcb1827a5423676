import type { DriverIdTag } from '@chargesetu/shared/contracts';
import { api } from '../api/api';

/**
 * The signed-in driver's charging ID (OCPP idTag): made by the server on the first read and never
 * changed, so the default cache policy serves it (sign-out empties the cache).
 */
export const idTagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/id-tag. */
    getMyIdTag: build.query<DriverIdTag, void>({
      query: () => '/id-tag',
    }),
  }),
});

export const { useGetMyIdTagQuery } = idTagsApi;
