import type { Station } from '@chargesetu/shared/contracts';
import { sortByDistance, STATION_CHARGER_TYPES, type LatLng } from '@chargesetu/shared/domain';
import type { FinderParams } from './finder-params';

/** A station as the finder lists it: with its distance when the user's location is known. */
export interface ListedStation {
  station: Station;
  distanceKm?: number;
}

const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function searchableText(s: Station): string {
  const { street, city, state, pincode } = s.address;
  return normalise([s.name, s.operator, street, city, state, pincode].join(' '));
}

/** Every word of the search appears in the station's name, operator or address ("pune baner" works). */
export function matchesText(station: Station, q: string): boolean {
  const words = normalise(q).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = searchableText(station);
  return words.every((w) => text.includes(w));
}

/**
 * Connector and power are read together: with both set, one charger must have that connector AND at
 * least that power ("CCS2 of 50 kW or more"), which is what a driver means. Either alone works too.
 */
export function matchesCharger(station: Station, connector: string, minPower: number | null): boolean {
  if (!connector && !minPower) return true;
  return station.chargers.some(
    (c) =>
      (!connector || c.type.toLowerCase() === connector.toLowerCase()) &&
      (!minPower || Number(c.power) >= minPower),
  );
}

export function hasAmenities(station: Station, wanted: readonly string[]): boolean {
  const offered = new Set(station.amenities.map((a) => a.toLowerCase()));
  return wanted.every((a) => offered.has(a.toLowerCase()));
}

/** The client-side filters over the list the server answered for the chosen state and city. */
export function filterStations(stations: readonly Station[], params: FinderParams): Station[] {
  return stations.filter(
    (s) =>
      matchesText(s, params.q) &&
      matchesCharger(s, params.connector, params.minPower) &&
      hasAmenities(s, params.amenities),
  );
}

/**
 * The listed order: nearest first with each distance when sorting by distance and a location is known;
 * otherwise the catalogue's order (distances still shown when the location is known).
 */
export function arrangeStations(
  stations: readonly Station[],
  origin: LatLng | null,
  sort: FinderParams['sort'],
): ListedStation[] {
  if (!origin) return stations.map((station) => ({ station }));
  const measured = sortByDistance(stations, origin).map(({ item, distanceKm }) => ({
    station: item,
    distanceKm: Number.isFinite(distanceKm) ? distanceKm : undefined,
  }));
  if (sort === 'distance') return measured;
  const byId = new Map(measured.map((m) => [m.station.id, m.distanceKm]));
  return stations.map((station) => ({ station, distanceKm: byId.get(station.id) }));
}

/** The connector choices: the known types first in their usual order, then any others, A–Z. */
export function connectorOptions(stations: readonly Station[]): string[] {
  const present = new Set(stations.flatMap((s) => s.chargers.map((c) => c.type)));
  const known = STATION_CHARGER_TYPES.filter((t) => present.has(t));
  const others = [...present].filter((t) => !(known as string[]).includes(t)).sort();
  return [...known, ...others];
}

/** The amenity choices: every amenity of the listed stations, most common first. */
export function amenityOptions(stations: readonly Station[]): string[] {
  const counts = new Map<string, number>();
  for (const a of stations.flatMap((s) => s.amenities)) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([a]) => a);
}
