import { Address, Charger, Nullable, OperatingHours } from '@chargesetu/shared/contracts';
import { Type, type Static } from '@sinclair/typebox';
import catalogueJson from './stations-catalogue.json';

/**
 * One station of the demo catalogue: the spec-3 fields of a station (less id and createdAt, which the
 * database gives) plus `code`, its stable key, so seeding again finds the same row.
 */
export const CatalogueStation = Type.Object({
  code: Type.String({ pattern: '^[a-z0-9-]+$', maxLength: 60 }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  operator: Type.String({ minLength: 1, maxLength: 120 }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  address: Address,
  chargers: Type.Array(Charger, { minItems: 1, maxItems: 6 }),
  amenities: Type.Array(Type.String()),
  operatingHours: OperatingHours,
  photos: Type.Array(Type.String(), { minItems: 1, maxItems: 3 }),
  ratings: Type.Number({ minimum: 0, maximum: 5 }),
  reviewCount: Type.Integer({ minimum: 0 }),
  hasLiveStatus: Type.Boolean(),
  apiEndpoint: Nullable(Type.String()),
});
export type CatalogueStation = Static<typeof CatalogueStation>;

/** The generated file (tools/stations-catalogue/generate.mjs); its tests check it against the schema. */
interface StationCatalogue {
  states: string[];
  citiesByState: Record<string, string[]>;
  /** [latitude, longitude] of each city's centre, by state then city. */
  cityCentres: Record<string, Record<string, [number, number]>>;
  stations: CatalogueStation[];
}

// The JSON's inferred literal type is narrower in places (e.g. hours unions) than the schema type.
export const STATION_CATALOGUE = catalogueJson as unknown as StationCatalogue;
