import { InvalidRequest } from '@chargesetu/shared/domain';
import { authenticate } from '@chargesetu/shared/server-kit';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { AuthDeps } from '../deps';
import { currentAdmin } from '../use-cases/current-user';
import { validationMessage } from '../validation/friendly-validation';

/**
 * The options of an administrator's read: the token, then the role as stored now (a driver gets 403
 * whatever the query says), then the schema's verdict as a readable 400, `queryMessages` naming the rule
 * of each query parameter (other failures are worded by validationMessage).
 */
export function adminOnly(deps: AuthDeps, queryMessages: Record<string, string>) {
  const adminNow = async (request: FastifyRequest) => void (await currentAdmin(deps, request.user.id));
  const rejectInvalidQuery = async (request: FastifyRequest): Promise<void> => {
    const error = request.validationError as
      (Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }) | undefined;
    if (!error) return;
    const errors = error.validation ?? [];
    const field = errors[0]?.instancePath.split('/')[1] ?? '';
    const message =
      error.validationContext === 'querystring' && queryMessages[field]
        ? queryMessages[field]
        : validationMessage(errors, error.validationContext ?? 'request', {});
    throw new InvalidRequest(message);
  };
  return {
    attachValidation: true,
    onRequest: [authenticate, adminNow],
    preHandler: rejectInvalidQuery,
  };
}
