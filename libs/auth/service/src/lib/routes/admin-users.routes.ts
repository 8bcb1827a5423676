import {
  ADMIN_USERS_PAGE,
  ADMIN_USERS_PATH,
  AdminUserDetail,
  AdminUserPage,
  AdminUsersQuery,
  errorResponses,
  IdParams,
} from '@chargesetu/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';
import { listUsersForAdmin, userDetailForAdmin } from '../use-cases/admin-users';
import { adminOnly } from './admin-only';

const security = [{ bearerAuth: [] }];
const tags = ['auth'];

/** The readable 400 for each query parameter of the directory. */
const ADMIN_USERS_QUERY_MESSAGES: Record<string, string> = {
  q: `Search text must be at most ${ADMIN_USERS_PAGE.maxQueryLength} characters`,
  limit: `limit must be a whole number from 1 to ${ADMIN_USERS_PAGE.maxLimit}`,
  offset: 'offset must be a whole number of at least 0',
};

/**
 * The administrator's account directory (docs/product.md §2.14 User Management): search and one
 * account's detail. Administrators only, checked in the database before anything else (a driver gets
 * 403 whatever the query says); answers never hold a password hash or a token.
 */
export const adminUsersRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = adminOnly(deps, ADMIN_USERS_QUERY_MESSAGES);

  app.get(
    ADMIN_USERS_PATH,
    {
      ...guarded,
      schema: {
        operationId: 'listUsersForAdmin',
        tags,
        summary:
          'Accounts whose name, username or email contains q (letter case ignored), newest first, paged (administrators only)',
        security,
        querystring: AdminUsersQuery,
        response: { 200: AdminUserPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUsersForAdmin(deps, request.user.id, request.query),
  );

  app.get(
    `${ADMIN_USERS_PATH}/:id`,
    {
      ...guarded,
      schema: {
        operationId: 'getUserForAdmin',
        tags,
        summary: 'One account with its vehicles and notification preferences (administrators only)',
        security,
        params: IdParams,
        response: { 200: AdminUserDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => userDetailForAdmin(deps, request.user.id, request.params.id),
  );
};
