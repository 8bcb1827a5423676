import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDomainError, localizeMessage, type DomainErrorKind } from '@chargesetu/shared/domain';
import { acceptedLanguage } from './accept-language';
import { NUL_MESSAGE } from './nul-guard';

/** The one mapping from what a use case refused to the HTTP status the client sees. */
const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-declined': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

/** The status of anything thrown: a domain error's kind, an HTTP error's own status, else 500. */
export function statusOf(error: unknown): number {
  if (isDomainError(error)) return DOMAIN_ERROR_STATUS[error.kind];
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** The one error shape of the API: `{ statusCode, error, message }`. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * {@link errorBody} with the message in the language the request asks for (`Accept-Language: hi`), English
 * otherwise: every error the API writes goes through this.
 */
export function errorBodyFor(
  request: { headers: { 'accept-language'?: string | string[] } },
  statusCode: number,
  message: string,
): ErrorBody {
  return errorBody(
    statusCode,
    localizeMessage(message, acceptedLanguage(request.headers['accept-language'])),
  );
}

/** Turns an ajv validation error into one readable sentence, e.g. "body/password must NOT have fewer than 6 characters". */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const field = first.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return `${where}: ${missing} is required`;
  }
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `${where}: unknown field ${extra}`;
  }
  return `${where}${field ? `.${field}` : ''} ${first.message ?? 'is invalid'}`;
}

/**
 * JSON errors everywhere, client errors keep their message, server errors never leak internals
 * (no stack traces, no SQL): they are logged with the request id and answered generically.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(errorBody(400, validationMessage(error)));
    }
    // Messages come in the language the request asks for (Accept-Language: hi), English otherwise.
    const send = (status: number, message: string) =>
      reply.code(status).send(errorBodyFor(request, status, message));
    // A NUL in text that got past the request guard (PostgreSQL: invalid byte sequence) is the client's.
    const sqlState =
      (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? error.code;
    if (sqlState === '22021') return send(400, NUL_MESSAGE);
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const message =
        status === 500
          ? 'Something went wrong on our side. Please try again.'
          : (error.message ?? 'Server error');
      return send(status, message);
    }
    if (status === 429) {
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number' && retryAfter > 0)
        reply.header('retry-after', String(Math.ceil(retryAfter)));
      return send(429, error.message);
    }
    return send(status, error.message);
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBodyFor(request, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
