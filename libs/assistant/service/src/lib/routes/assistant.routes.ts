import {
  ASSISTANT_QUERY_MAX_LENGTH,
  ChatBody,
  ChatHistory,
  ChatResponse,
  errorResponses,
} from '@chargesetu/shared/contracts';
import { authenticate, badRequest, errorBody } from '@chargesetu/shared/server-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AssistantDeps } from '../deps';
import { MESSAGES } from '../messages';
import { askAssistant, RateLimitedError } from '../use-cases/ask-assistant';
import { listHistory } from '../use-cases/list-history';

/** The query is judged after trimming, with messages a person can read (not ajv's pattern text). */
async function trimQuery(request: FastifyRequest): Promise<void> {
  const body = request.body as { query?: unknown } | null | undefined;
  if (!body || typeof body !== 'object' || typeof body.query !== 'string') return; // the schema explains
  const query = body.query.trim();
  if (query === '') throw badRequest(MESSAGES.emptyQuery);
  if (query.length > ASSISTANT_QUERY_MAX_LENGTH) throw badRequest(MESSAGES.tooLong);
  body.query = query;
}

/** The signed-in user's assistant: ask a question, read their own past exchanges. */
export const assistantRoutes: FastifyPluginAsync<{ deps: AssistantDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['assistant'];
  const security = [{ bearerAuth: [] }];

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
    async (request, reply) => {
      try {
        return await askAssistant(deps, {
          userId: request.user.id,
          query: request.body.query,
          authorization: request.headers.authorization,
          requestId: request.id,
        });
      } catch (err) {
        if (!(err instanceof RateLimitedError)) throw err;
        return reply
          .code(429)
          .header('retry-after', String(err.retryAfterSeconds))
          .send(errorBody(429, err.message));
      }
    },
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
};
