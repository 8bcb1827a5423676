import type { Station } from '@chargesetu/shared/contracts';
import {
  isOpenAllDay,
  isOpenNow,
  NEARBY_STATIONS_LIMIT,
  recommendedStations,
  sortByDistance,
  STATION_CHARGER_TYPES,
  type Instant,
  type LatLng,
} from '@chargesetu/shared/domain';
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

/**
 * "Open now" and "24×7" (docs/product.md §2.2): open at `now` by the station's hours read in IST, and open
 * around the clock every day. Hours that cannot be read are neither.
 */
export function matchesHours(
  station: Station,
  o: { openNow: boolean; allDay: boolean },
  now: Instant,
): boolean {
  return (
    (!o.openNow || isOpenNow(station.operatingHours, now)) &&
    (!o.allDay || isOpenAllDay(station.operatingHours))
  );
}

/** The client-side filters over the list the server answered for the chosen state and city. */
export function filterStations(stations: readonly Station[], params: FinderParams, now: Instant): Station[] {
  return stations.filter(
    (s) =>
      matchesText(s, params.q) &&
      matchesCharger(s, params.connector, params.minPower) &&
      hasAmenities(s, params.amenities) &&
      matchesHours(s, params, now),
  );
}

/** The station's lowest price per kWh (the card's "From ₹x/kWh"), or null when none is above zero. */
export function lowestPricePerKwh(station: Station): number | null {
  const prices = station.chargers
    .map((c) => Number(c.pricePerKwh))
    .filter((p) => Number.isFinite(p) && p > 0);
  return prices.length ? Math.min(...prices) : null;
}

/** The power of the station's strongest charger, kW (0 with none). */
const strongestKw = (station: Station): number =>
  Math.max(0, ...station.chargers.map((c) => Number(c.power) || 0));

/**
 * The listed order: nearest first when sorting by distance and a location is known; cheapest first (a
 * station without a price last) or most powerful first; otherwise the catalogue's order. Ties keep the
 * catalogue's order. Distances are attached whenever the location is known.
 */
export function arrangeStations(
  stations: readonly Station[],
  origin: LatLng | null,
  sort: FinderParams['sort'],
): ListedStation[] {
  const nearestFirst = origin ? sortByDistance(stations, origin) : [];
  const distances = new Map(
    nearestFirst.map(({ item, distanceKm }) => [
      item.id,
      Number.isFinite(distanceKm) ? distanceKm : undefined,
    ]),
  );
  const listed = (list: readonly Station[]): ListedStation[] =>
    list.map((station) => ({ station, distanceKm: distances.get(station.id) }));
  if (sort === 'distance' && origin) return listed(nearestFirst.map(({ item }) => item));
  if (sort === 'price') {
    const price = (s: Station) => lowestPricePerKwh(s) ?? Number.POSITIVE_INFINITY;
    return listed([...stations].sort((a, b) => price(a) - price(b)));
  }
  if (sort === 'power') return listed([...stations].sort((a, b) => strongestKw(b) - strongestKw(a)));
  return listed(stations);
}

/** The strips above the results (docs/product.md §2.2). */
export interface FinderSections {
  /** The nearest stations, while Near Me orders the list; empty otherwise. */
  nearest: ListedStation[];
  /** Fast-charging stations in the listed order, leaving out those already in `nearest`. */
  recommended: ListedStation[];
}

/**
 * What shows above the results: with Near Me on, first the {@link NEARBY_STATIONS_LIMIT} nearest listed
 * stations, then Recommended (the first listed stations with a charger of 100 kW or more) without the
 * stations already shown above it; otherwise Recommended alone.
 */
export function finderSections(listed: readonly ListedStation[], nearMeOn: boolean): FinderSections {
  const nearest = nearMeOn ? listed.slice(0, NEARBY_STATIONS_LIMIT) : [];
  const above = new Set(nearest.map((l) => l.station.id));
  const rest = listed.filter((l) => !above.has(l.station.id));
  const ids = new Set(recommendedStations(rest.map((l) => l.station)).map((s) => s.id));
  return { nearest, recommended: rest.filter((l) => ids.has(l.station.id)) };
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
