import { ChatBody, ChatHistory, ChatResponse, errorResponses } from '@chargesetu/shared/contracts';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AssistantDeps } from '../deps';
import { readQuestion } from '../rules/question';
import { askAssistant } from '../use-cases/ask-assistant';
import { listHistory } from '../use-cases/list-history';
import { internalStatsRoutes } from './internal-stats.routes';

/** The query is judged once trimmed, before the schema sees it (ChatBody: "trims before validating"). */
async function trimQuery(request: FastifyRequest): Promise<void> {
  const body = request.body as { query?: unknown } | null | undefined;
  if (!body || typeof body !== 'object' || typeof body.query !== 'string') return; // the schema explains
  body.query = readQuestion(body.query);
}

/** The signed-in user's assistant: ask a question, read their own past exchanges. */
export const assistantRoutes: FastifyPluginAsync<{ deps: AssistantDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['assistant'];
  const security = [{ bearerAuth: [] }];

  // A refused question tells the client when to ask again; the error handler writes the 429 itself.
  app.post(
    '/api/assistant/chat',
    {
      onRequest: authenticate,
      preValidation: trimQuery,
      schema: {
        operationId: 'askAssistant',
        tags,
        security,
        summary: 'Ask the assistant; answered from live station, booking and vehicle data',
        body: ChatBody,
        response: { 200: ChatResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      askAssistant(deps, {
        userId: request.user.id,
        query: request.body.query,
        location: request.body.location,
        language: request.body.language,
        authorization: request.headers.authorization,
        requestId: request.id,
      }),
  );

  app.get(
    '/api/assistant/history',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getAssistantHistory',
        tags,
        security,
        summary: 'My past exchanges with the assistant, oldest first',
        response: { 200: ChatHistory, ...errorResponses(401) },
      },
    },
    async (request) => listHistory(deps, request.user.id),
  );

  await app.register(internalStatsRoutes, { deps });
};
