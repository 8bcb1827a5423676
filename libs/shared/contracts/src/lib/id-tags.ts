import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime } from './common';

/** The signed-in driver's idTag (the ocpp service owns it). */
export const ID_TAG_PATH = '/api/id-tag';

/**
 * A driver's idTag: what a charger that asks for an RFID card (OCPP 1.6 Authorize, StartTransaction)
 * accepts from this driver while they have a booking on it. An OCPP 1.6 IdToken (CiString20: at most 20
 * characters, compared without regard to case); the platform issues `CS` + 16 characters of Crockford
 * base32 (80 random bits), upper-case, and never changes it.
 */
export const IdTag = Type.String({ pattern: '^CS[0-9A-HJKMNP-TV-Z]{16}$' });
export type IdTag = Static<typeof IdTag>;

/**
 * GET /api/id-tag (the signed-in driver) and GET /internal/id-tags/users/:userId (the charging service,
 * which sends it in RemoteStartTransaction): the driver's idTag, made on first use.
 */
export const DriverIdTag = Type.Object({ idTag: IdTag });
export type DriverIdTag = Static<typeof DriverIdTag>;

/** `:userId` path parameter. */
export const UserIdParams = Type.Object({ userId: Id });
export type UserIdParams = Static<typeof UserIdParams>;

/**
 * GET /internal/bookings/current?userId=&stationId=&chargerIndexes=0,1&at=&earlyStartMinutes= (ocpp to
 * bookings): the user's confirmed or active booking on one of those chargers of the station (indexes into
 * its chargers array) whose window covers `at`: from `earlyStartMinutes` (default 0) before its start
 * until its end (exclusive). Answers `InternalBooking` (the earliest such), or 404 when there is none.
 */
export const CurrentBookingQuery = Type.Object({
  userId: Id,
  stationId: Id,
  chargerIndexes: Type.String({ pattern: '^\\d{1,4}(,\\d{1,4})*$', maxLength: 500 }),
  at: IsoDateTime,
  earlyStartMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 * 24 * 30 })),
});
export type CurrentBookingQuery = Static<typeof CurrentBookingQuery>;
