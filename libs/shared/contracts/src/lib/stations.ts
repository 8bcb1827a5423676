import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, MoneyString, Nullable, TimeHhmm } from './common';

/** One charger of a station: connector type, power (kW) and price per kWh ("18.50"). */
export const Charger = Type.Object({
  type: Type.String(),
  power: Type.Number({ exclusiveMinimum: 0 }),
  pricePerKwh: MoneyString,
});
export type Charger = Static<typeof Charger>;

/** A station's address; parts that are unknown are ''. */
export const Address = Type.Object({
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  pincode: Type.String(),
});
export type Address = Static<typeof Address>;

/** One weekday's hours: open all day, or from open to close (IST 'HH:MM'; close may be '24:00'). */
export const DayHours = Type.Union([
  Type.Literal('24/7'),
  Type.Object({ open: TimeHhmm, close: Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$' }) }),
]);
export type DayHours = Static<typeof DayHours>;

/** Hours per lowercase weekday; a weekday that is absent is closed. */
export const WeeklyHours = Type.Partial(
  Type.Object({
    monday: DayHours,
    tuesday: DayHours,
    wednesday: DayHours,
    thursday: DayHours,
    friday: DayHours,
    saturday: DayHours,
    sunday: DayHours,
  }),
);
export type WeeklyHours = Static<typeof WeeklyHours>;

/**
 * Operating hours as stored: the string "24/7", a JSON string, or a weekday record. Read them with
 * domain's parseOperatingHours / formatOperatingHours, which accept every shape.
 */
export const OperatingHours = Type.Union([Type.String(), WeeklyHours]);
export type OperatingHours = Static<typeof OperatingHours>;

/** A charging station (docs/product.md §3). */
export const Station = Type.Object({
  id: Id,
  name: Type.String(),
  operator: Type.String(),
  /** Degrees, 6 decimals (numeric 9,6 in storage), carried as a number. */
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  address: Address,
  chargers: Type.Array(Charger),
  amenities: Type.Array(Type.String()),
  operatingHours: OperatingHours,
  photos: Type.Array(Type.String()),
  /** Average rating 0-5 (numeric 3,2); 0 means "no rating yet". */
  ratings: Type.Number({ minimum: 0, maximum: 5 }),
  reviewCount: Type.Integer({ minimum: 0 }),
  hasLiveStatus: Type.Boolean(),
  apiEndpoint: Nullable(Type.String()),
  createdAt: IsoDateTime,
});
export type Station = Static<typeof Station>;

export const StationList = Type.Array(Station);
export type StationList = Static<typeof StationList>;

/**
 * GET /api/stations filters, all optional: state and city match the address exactly (case-
 * insensitive), connector matches any charger's type, minPower any charger's power (kW).
 */
export const StationsQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 100 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  connector: Type.Optional(Type.String({ maxLength: 50 })),
  minPower: Type.Optional(Type.Number({ minimum: 0 })),
});
export type StationsQuery = Static<typeof StationsQuery>;
