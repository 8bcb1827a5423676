import type { FastifySchemaValidationError } from 'fastify';
import { ACCOUNT_RULES } from '@chargesetu/shared/contracts';
import { validationMessage } from './friendly-validation';

const error = (keyword: string, instancePath: string, params: Record<string, unknown> = {}) =>
  ({ keyword, instancePath, schemaPath: '', params, message: 'ajv says no' }) as FastifySchemaValidationError;

describe('validationMessage', () => {
  it.each([
    [error('required', '', { missingProperty: 'email' }), 'Email is required'],
    [error('minLength', '/username'), 'Username must be at least 4 characters'],
    [error('maxLength', '/name'), 'Name must be at most 100 characters'],
    [error('format', '/email'), 'Please enter a valid email address'],
    [error('type', '/password'), 'Password must be at least 6 characters'],
  ])('reads the first failure with the field’s own words (%#)', (e, message) => {
    expect(validationMessage([e, error('minLength', '/name')], 'body', ACCOUNT_RULES)).toBe(message);
  });

  it('falls back to ajv’s words for a field without rules, and explains a bad id or a non-object body', () => {
    expect(validationMessage([error('type', '/extra')], 'body', ACCOUNT_RULES)).toBe(
      'body.extra ajv says no',
    );
    expect(validationMessage([error('type', '/id')], 'params', {})).toBe(
      'The id in the address must be a whole number of at least 1',
    );
    expect(validationMessage([error('type', '')], 'body', ACCOUNT_RULES)).toBe(
      'Please send the fields as a JSON object',
    );
  });
});
