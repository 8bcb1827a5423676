import { LANGUAGE_LOCALES, type Language } from '../language/language';

/** A point on Earth in decimal degrees (stations carry numbers; the browser's geolocation too). */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in km: the usual constant for the haversine formula. */
const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km between two points (haversine). Good to well under 1% for the
 * distances a driver compares, which is all "Near Me" needs. NaN when a coordinate is not a number.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min() guards against h creeping past 1 through rounding for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * "x.y km away", one decimal (docs/product.md §2.3 writes "2.3 km away"; Hindi "2.3 km दूर"). Distances of
 * 100 km or more are shown whole, with Indian grouping ("1,234 km away"): a tenth of a km means nothing at
 * that range. Nothing for an unknown distance.
 */
export function formatDistance(km: number, lang: Language = 'en'): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const value =
    km >= 100 ? Math.round(km).toLocaleString(LANGUAGE_LOCALES[lang]) : (Math.round(km * 10) / 10).toFixed(1);
  return lang === 'hi' ? `${value} km दूर` : `${value} km away`;
}

/** An item with its distance from an origin, in km. */
export interface WithDistance<T> {
  item: T;
  distanceKm: number;
}

/**
 * Items nearest first, each with its distance from `origin`. The sort is stable (equal distances keep
 * the input order) and items without usable coordinates go last, in their input order.
 */
export function sortByDistance<T extends LatLng>(items: readonly T[], origin: LatLng): WithDistance<T>[] {
  return items
    .map((item) => ({ item, distanceKm: distanceKm(origin, item) }))
    .sort((x, y) => rank(x.distanceKm) - rank(y.distanceKm));
}

const rank = (km: number): number => (Number.isFinite(km) ? km : Number.POSITIVE_INFINITY);
