import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LANGUAGES, type Language } from '@chargesetu/shared/domain';

/** `T | null`, the way the API writes an absent optional value (never `undefined`). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A PostgreSQL `integer` id: 1..2^31-1. Fastify's ajv coerces params and querystrings to it. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** An instant as ISO 8601 with offset, e.g. "2026-11-23T04:30:00.000Z". */
export const IsoDateTime = Type.String({ format: 'date-time' });

/** Money as the 2-decimal string numeric columns give, e.g. "123.40" (never a float). */
export const MoneyString = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });

/** A string with at least one non-space character. */
export const NonBlankString = Type.String({ minLength: 1, pattern: '\\S' });

/** {@link NonBlankString} with a maximum length. */
export const nonBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** An IST calendar date, 'YYYY-MM-DD'. */
export const DateYmd = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** An IST wall-clock time, 'HH:MM' (24-hour). */
export const TimeHhmm = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/**
 * A language the app is written in ('en' or 'hi'), as a JSON-schema enum so that any other value gets a
 * readable 400; `default` for an optional one (a query or body field that means English when absent).
 */
export const languageSchema = (o: { default?: Language } = {}) =>
  Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES], ...o });

/** The one error body of the API: `{ statusCode, error, message }`; the web app shows `message`. */
export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** `:id` path parameter. */
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** `:bookingId` path parameter (payments by booking, charging). */
export const BookingIdParams = Type.Object({ bookingId: Id });
export type BookingIdParams = Static<typeof BookingIdParams>;

/** A body with only a human-readable message. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/**
 * The error responses a route declares next to its success schema, e.g.
 * `response: { 200: Booking, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((c) => [c, ErrorResponse])) as Record<C, typeof ErrorResponse>;
}
