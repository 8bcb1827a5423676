import type { FieldFailure } from '@chargesetu/shared/contracts';
import { InvalidRequest } from '@chargesetu/shared/domain';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { ruleMessage, type FieldRules } from './field-rules';

const KIND_BY_KEYWORD: Record<string, FieldFailure> = {
  required: 'required',
  minLength: 'tooShort',
  minItems: 'tooShort',
  maxLength: 'tooLong',
  maxItems: 'tooLong',
};

/**
 * The readable message for the first schema failure, from the route's field rules: "Username must be at
 * least 4 characters" instead of ajv's "body/username must NOT have fewer than 4 characters".
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string,
  rules: FieldRules,
): string {
  const first = errors[0];
  if (!first) return 'The request is invalid';
  const field =
    first.keyword === 'required'
      ? String((first.params as { missingProperty?: string }).missingProperty ?? '')
      : (first.instancePath.split('/')[1] ?? '');
  if (context === 'params' && field === 'id')
    return 'The id in the address must be a whole number of at least 1';
  if (context === 'body' && field === '') return 'Please send the fields as a JSON object';
  const message = ruleMessage(rules, field, KIND_BY_KEYWORD[first.keyword] ?? 'invalid');
  return message ?? `${context}.${field} ${first.message ?? 'is invalid'}`;
}

/**
 * preHandler for routes declared with `attachValidation: true`: turns a schema failure into a 400 with
 * the field's own message. The shared error handler would otherwise word it in ajv's terms.
 */
export function rejectInvalid(rules: FieldRules) {
  return async (request: FastifyRequest): Promise<void> => {
    const error = request.validationError as
      (Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }) | undefined;
    if (!error) return;
    throw new InvalidRequest(
      validationMessage(error.validation ?? [], error.validationContext ?? 'request', rules),
    );
  };
}
