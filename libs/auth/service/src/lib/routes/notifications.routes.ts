import { errorResponses, NotificationPreferences } from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthDeps } from '../deps';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from '../use-cases/notification-preferences';
import { checkNotificationPreferences } from '../validation/notification-rules';

const security = [{ bearerAuth: [] }];

// Before the schema: the shared validator would coerce "false", 0 or null into booleans.
const strictBody = async (request: FastifyRequest) => {
  request.body = checkNotificationPreferences(request.body);
};

/**
 * The signed-in user's notification preferences (the dashboard's Profile Settings, docs/product.md §2.15).
 */
export const notificationsRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/auth/me/notifications',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getNotificationSettings',
        tags: ['auth'],
        summary: 'Which notifications the signed-in user wants',
        security,
        response: { 200: NotificationPreferences, ...errorResponses(401) },
      },
    },
    async (request) => getNotificationPreferences(deps, request.user.id),
  );

  app.put(
    '/api/auth/me/notifications',
    {
      onRequest: authenticate,
      preValidation: strictBody,
      schema: {
        operationId: 'updateNotificationSettings',
        tags: ['auth'],
        summary: 'Save the signed-in user’s notification preferences (all three, as true or false)',
        security,
        body: NotificationPreferences,
        response: { 200: NotificationPreferences, ...errorResponses(400, 401) },
      },
    },
    async (request) => saveNotificationPreferences(deps, request.user.id, request.body),
  );
};
