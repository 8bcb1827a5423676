import {
  ACCOUNT_RULES,
  ADMIN_LOGIN_RULES,
  AdminLoginBody,
  AuthResponse,
  errorResponses,
  LoginBody,
  LOGIN_RULES,
  LogoutResponse,
  loginIdentifier,
  RegisterBody,
} from '@chargesetu/shared/contracts';
import { announceRevocation, authenticate, signToken } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';
import { toPublicUser, type User } from '../repositories/user';
import { registerUser } from '../use-cases/register-user';
import { signIn } from '../use-cases/sign-in';
import { signOut, SIGNED_OUT } from '../use-cases/sign-out';
import { rejectInvalid } from '../validation/friendly-validation';

const session = (app: FastifyInstance, user: User): AuthResponse => ({
  token: signToken(app, {
    id: user.id,
    username: user.username,
    role: user.role,
    tokenVersion: user.tokenVersion,
  }),
  user: toPublicUser(user),
});

/** Registration and the two sign-ins (each answers a token and the user), and logout. */
export const sessionRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/auth/register',
    {
      attachValidation: true,
      preHandler: rejectInvalid(ACCOUNT_RULES),
      schema: {
        operationId: 'register',
        security: [],
        tags: ['auth'],
        summary: 'Create an ordinary account and sign in',
        body: RegisterBody,
        response: { 201: AuthResponse, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const user = await registerUser(deps, request.body);
      return reply.code(201).send(session(instance, user));
    },
  );

  app.post(
    '/api/auth/login',
    {
      attachValidation: true,
      preHandler: rejectInvalid(LOGIN_RULES),
      schema: {
        operationId: 'login',
        security: [],
        tags: ['auth'],
        summary: 'Sign in with a username or email and a password',
        body: LoginBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { password } = request.body;
      const user = await signIn(deps, {
        identifier: loginIdentifier(request.body),
        password,
        ip: request.ip,
      });
      return session(instance, user);
    },
  );

  app.post(
    '/api/auth/admin/login',
    {
      attachValidation: true,
      preHandler: rejectInvalid(ADMIN_LOGIN_RULES),
      schema: {
        operationId: 'adminLogin',
        security: [],
        tags: ['auth'],
        summary: 'Sign in as an administrator',
        body: AdminLoginBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await signIn(deps, { identifier: username, password, ip: request.ip, adminOnly: true });
      return session(instance, user);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out: revokes the token of this request (other sessions stay signed in)',
        security: [{ bearerAuth: [] }],
        response: { 200: LogoutResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await signOut(deps, request.user, request.id);
      announceRevocation(reply, request.user.id);
      return { message: SIGNED_OUT };
    },
  );
};
