import type { Station } from '@chargesetu/shared/contracts';
import { NEARBY_STATIONS_LIMIT, sortByDistance, type LatLng } from '@chargesetu/shared/domain';

export interface StationWithDistance {
  station: Station;
  /** km from the user's known location; null when the location is not known. */
  distanceKm: number | null;
}

/**
 * Stations in the order the dashboard lists them: nearest first by real distance when the user shared
 * a location with "Near Me" this session, else the catalogue's order (docs/product.md §2.15, §9: the first
 * three).
 */
export function stationsByDistance(
  stations: readonly Station[],
  location: LatLng | null,
): StationWithDistance[] {
  if (!location) return stations.map((station) => ({ station, distanceKm: null }));
  return sortByDistance(stations, location).map(({ item, distanceKm }) => ({
    station: item,
    distanceKm: Number.isFinite(distanceKm) ? distanceKm : null,
  }));
}

/** The Overview's three nearby stations (docs/product.md §2.15, §9). */
export function nearbyStations(
  stations: readonly Station[],
  location: LatLng | null,
  limit = NEARBY_STATIONS_LIMIT,
): StationWithDistance[] {
  return stationsByDistance(stations, location).slice(0, limit);
}

const searchable = (s: Station) =>
  [s.name, s.operator, s.address.street, s.address.city, s.address.state, s.address.pincode]
    .join(' ')
    .toLowerCase();

/**
 * The Find Stations tab's search: every word must appear in the station's name, operator or address
 * (case-insensitive). An empty query keeps every station.
 */
export function searchStations(list: readonly StationWithDistance[], query: string): StationWithDistance[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter(({ station }) => {
    const text = searchable(station);
    return words.every((word) => text.includes(word));
  });
}
