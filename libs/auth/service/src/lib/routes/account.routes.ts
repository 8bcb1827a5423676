import {
  ACCOUNT_RULES,
  ADMIN_RESET_RULES,
  AdminResetUserPasswordBody,
  CHANGE_PASSWORD_RULES,
  errorResponses,
  MeResponse,
  MessageResponse,
  ResetPasswordBody,
  ResetPasswordResponse,
  UpdateMeBody,
} from '@chargesetu/shared/contracts';
import { announceRevocation, authenticate, signToken } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthDeps } from '../deps';
import { toPublicUser } from '../repositories/user';
import { adminResetPassword, passwordResetMessage } from '../use-cases/admin-reset-password';
import { changePassword, PASSWORD_UPDATED } from '../use-cases/change-password';
import { currentAdmin, currentUser } from '../use-cases/current-user';
import { updateProfile } from '../use-cases/update-profile';
import { rejectInvalid } from '../validation/friendly-validation';

const security = [{ bearerAuth: [] }];

/** The signed-in user's own account, and the administrator's password reset. */
export const accountRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const adminNow = async (request: FastifyRequest) => void (await currentAdmin(deps, request.user.id));

  app.get(
    '/api/auth/me',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getMyAccount',
        tags: ['auth'],
        summary: 'The signed-in user, read afresh (a deleted account gets 401)',
        security,
        response: { 200: MeResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: toPublicUser(await currentUser(deps, request.user.id)) }),
  );

  app.patch(
    '/api/auth/me',
    {
      attachValidation: true,
      onRequest: authenticate,
      preHandler: rejectInvalid(ACCOUNT_RULES),
      schema: {
        operationId: 'updateMyAccount',
        tags: ['auth'],
        summary: 'Change one’s own name, email or phone',
        security,
        body: UpdateMeBody,
        response: { 200: MeResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({ user: toPublicUser(await updateProfile(deps, request.user.id, request.body)) }),
  );

  app.post(
    '/api/auth/reset-password',
    {
      attachValidation: true,
      onRequest: authenticate,
      preHandler: rejectInvalid(CHANGE_PASSWORD_RULES),
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary:
          'Change one’s own password (the current one is required); revokes every earlier token and answers a fresh one',
        security,
        body: ResetPasswordBody,
        response: { 200: ResetPasswordResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { user, tokenVersion } = await changePassword(
        deps,
        request.user.id,
        request.body,
        request.ip,
        request.id,
      );
      announceRevocation(reply, user.id);
      // Every earlier token is revoked, this session's too: it continues with a fresh one.
      const token = signToken(instance, {
        id: user.id,
        username: user.username,
        role: user.role,
        tokenVersion,
      });
      return { message: PASSWORD_UPDATED, token };
    },
  );

  app.post(
    '/api/auth/admin/reset-user-password',
    {
      attachValidation: true,
      // A non-administrator gets 403 whatever the body says.
      onRequest: [authenticate, adminNow],
      preHandler: rejectInvalid(ADMIN_RESET_RULES),
      schema: {
        operationId: 'resetUserPassword',
        tags: ['auth'],
        summary: 'Set any user’s password (administrators only); revokes all of that user’s tokens',
        security,
        body: AdminResetUserPasswordBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await adminResetPassword(deps, request.user.id, request.body, request.id);
      // The reset revoked every token of the target (their version rose with the hash).
      announceRevocation(reply, request.body.userId);
      return { message: passwordResetMessage(request.body.userId) };
    },
  );
};
