import { baseUrl } from './browser';

/** The fields of GET /api/stations the journeys check against (docs/product.md §3). */
export interface ApiStation {
  id: number;
  name: string;
  operator: string;
  latitude: number;
  longitude: number;
  address: { street: string; city: string; state: string; pincode: string };
  chargers: { type: string; power: number; pricePerKwh: string }[];
  amenities: string[];
  ratings: number;
  reviewCount: number;
}

/** GET /api/stations with the finder's query, straight from the platform: the journeys' oracle. */
export async function fetchStations(query: Record<string, string> = {}): Promise<ApiStation[]> {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${baseUrl()}/api/stations${search ? `?${search}` : ''}`);
  if (!response.ok) throw new Error(`GET /api/stations?${search}: ${response.status}`);
  return (await response.json()) as ApiStation[];
}

export const isFast = (s: ApiStation): boolean => s.chargers.some((c) => c.power >= 100);

/**
 * Great-circle distance in km, written out here rather than imported from the app, so the journey
 * checks the app's "Near Me" order against an independent computation.
 */
export function haversineKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/** "x.y km away" under 100 km, as the app writes it. */
export const kmText = (km: number): string => `${(Math.round(km * 10) / 10).toFixed(1)} km away`;
