import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';
import { accountRoutes } from './account.routes';
import { adminUserGrowthRoutes } from './admin-user-growth.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { internalRoutes } from './internal.routes';
import { languageRoutes } from './language.routes';
import { notificationsRoutes } from './notifications.routes';
import { internalStatsRoutes } from './internal-stats.routes';
import { sessionRoutes } from './session.routes';
import { vehiclesRoutes } from './vehicles.routes';

/** Encapsulated: hooks and decorators registered here stay inside the auth service. */
export const authRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (app, { deps }) => {
  await app.register(sessionRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(adminUsersRoutes, { deps });
  await app.register(adminUserGrowthRoutes, { deps });
  await app.register(notificationsRoutes, { deps });
  await app.register(languageRoutes, { deps });
  await app.register(vehiclesRoutes, { deps });
  await app.register(internalRoutes, { deps });
  await app.register(internalStatsRoutes, { deps });
};
