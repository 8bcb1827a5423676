import {
  ADMIN_USER_GROWTH_PATH,
  errorResponses,
  USER_GROWTH_MONTHS,
  UserGrowth,
  UserGrowthQuery,
} from '@chargesetu/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';
import { userGrowthForAdmin } from '../use-cases/user-growth';
import { adminOnly } from './admin-only';

const QUERY_MESSAGES: Record<string, string> = {
  months: `months must be a whole number from 1 to ${USER_GROWTH_MONTHS.max}`,
};

/**
 * GET /api/auth/admin/users/growth: driver accounts per IST month, for the admin dashboard's Analytics
 * tab (docs/product.md §2.14 "User growth"). Administrators only, as the account directory.
 */
export const adminUserGrowthRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    ADMIN_USER_GROWTH_PATH,
    {
      ...adminOnly(deps, QUERY_MESSAGES),
      schema: {
        operationId: 'getUserGrowth',
        tags: ['admin'],
        summary:
          'New and total driver accounts per IST month, the last `months` months up to this one (administrators only)',
        security: [{ bearerAuth: [] }],
        querystring: UserGrowthQuery,
        response: { 200: UserGrowth, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => userGrowthForAdmin(deps, request.user.id, request.query),
  );
};
