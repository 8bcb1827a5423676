import { errorResponses, LanguagePreference } from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../deps';
import { getLanguagePreference, saveLanguagePreference } from '../use-cases/language-preference';

const security = [{ bearerAuth: [] }];

/** The language the signed-in user reads the app in, kept per user so it follows them to any device. */
export const languageRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/auth/me/language',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getLanguage',
        tags: ['auth'],
        summary: 'The language the signed-in user reads the app in (en or hi)',
        security,
        response: { 200: LanguagePreference, ...errorResponses(401) },
      },
    },
    async (request) => getLanguagePreference(deps, request.user.id),
  );

  app.put(
    '/api/auth/me/language',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'updateLanguage',
        tags: ['auth'],
        summary: 'Save the language the signed-in user reads the app in (en or hi)',
        security,
        body: LanguagePreference,
        response: { 200: LanguagePreference, ...errorResponses(400, 401) },
      },
    },
    async (request) => saveLanguagePreference(deps, request.user.id, request.body.language),
  );
};
