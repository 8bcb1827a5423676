import type { BookingsAnalytics, Station } from '@chargesetu/shared/contracts';

import { translate } from '@chargesetu/web/i18n';

/** Where a booked station's city cannot be told (in the language shown). */
export const notInCatalogue = (): string => translate('admin:analytics.city.notInCatalogue');
export const cityNotGiven = (): string => translate('admin:analytics.city.notGiven');

/** The city a station is in, as the catalogue has it, or why it cannot be told. */
export function stationCity(station: Pick<Station, 'address'> | undefined): string {
  if (!station) return notInCatalogue();
  return station.address.city.trim() || cityNotGiven();
}

export interface CityBookings {
  city: string;
  /** Stations of the city with bookings in the range. */
  stations: number;
  bookings: number;
  /** Share of all the range's bookings, 0–100. */
  share: number;
}

/**
 * Bookings per city over the range: the bookings service's per-station counts, each under its station's
 * city in the catalogue (the same city however it is capitalised or spaced; the first spelling names it).
 * A station no longer in the catalogue, or without a city, is grouped as such, so the cities always add
 * up to the range's bookings. Most booked first.
 */
export function cityDistribution(
  byStation: BookingsAnalytics['byStation'],
  stations: ReadonlyArray<Pick<Station, 'id' | 'address'>>,
): CityBookings[] {
  const catalogue = new Map(stations.map((s) => [s.id, s]));
  const cities = new Map<string, { city: string; stations: number; bookings: number }>();
  for (const s of byStation) {
    if (s.bookings === 0) continue;
    const city = stationCity(catalogue.get(s.stationId));
    const key = city.toLowerCase().replace(/\s+/g, ' ');
    const row = cities.get(key) ?? { city, stations: 0, bookings: 0 };
    row.stations += 1;
    row.bookings += s.bookings;
    cities.set(key, row);
  }
  const total = byStation.reduce((n, s) => n + s.bookings, 0);
  return [...cities.values()]
    .map((c) => ({ ...c, share: total === 0 ? 0 : (c.bookings / total) * 100 }))
    .sort((a, b) => b.bookings - a.bookings || a.city.localeCompare(b.city));
}
