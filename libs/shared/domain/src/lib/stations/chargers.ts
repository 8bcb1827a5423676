import { CONNECTOR_TAG_LIMIT, RECOMMENDED_LIMIT } from '../constants/constants';
import { parseMoney } from '../money/money';
import { hasFastCharger } from '../power/power';

/** A charger inside a station: connector type, power in kW, price per kWh as a 2-decimal string. */
export interface ChargerLike {
  type: string;
  power: number | string;
  pricePerKwh?: number | string;
}

/** A normalized charger. */
export interface Charger {
  type: string;
  power: number;
  pricePerKwh: string;
}

/**
 * Reads a station's chargers from JSON (array or JSON string), dropping entries without a type or a
 * positive power; a missing or unreadable price becomes "0.00". Never throws.
 */
export function parseChargers(value: unknown): Charger[] {
  let raw: unknown = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(raw)) return [];
  const chargers: Charger[] = [];
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const c = item as Record<string, unknown>;
    const type = typeof c['type'] === 'string' ? c['type'].trim() : '';
    const power = Number(c['power']);
    if (!type || !Number.isFinite(power) || power <= 0) continue;
    const price = parseMoney(c['pricePerKwh'] as string | number | undefined);
    chargers.push({ type, power, pricePerKwh: (Number.isFinite(price) ? price : 0).toFixed(2) });
  }
  return chargers;
}

/** Connector types of a station, each once, in the order the chargers list them. */
export function distinctConnectorTypes(chargers: readonly ChargerLike[] | null | undefined): string[] {
  return [...new Set((chargers ?? []).map((c) => c.type))];
}

/** Station card tags: the first 3 distinct connector types, and how many more ("+N more"). */
export function connectorTags(
  chargers: readonly ChargerLike[] | null | undefined,
  limit: number = CONNECTOR_TAG_LIMIT,
): { shown: string[]; more: number } {
  const types = distinctConnectorTypes(chargers);
  return { shown: types.slice(0, limit), more: Math.max(0, types.length - limit) };
}

/** The distinct powers (kW) offered for one connector type, ascending (station detail power options). */
export function powersForConnector(
  chargers: readonly ChargerLike[] | null | undefined,
  type: string,
): number[] {
  const powers = (chargers ?? []).filter((c) => c.type === type).map((c) => Number(c.power));
  return [...new Set(powers)].sort((a, b) => a - b);
}

/**
 * The charger matching a connector type and power, or undefined: the spec's "Invalid selection /
 * The selected charger is not available" check, and where the server takes the trusted price from.
 */
export function findCharger<T extends ChargerLike>(
  chargers: readonly T[] | null | undefined,
  type: string,
  powerKw: number,
): T | undefined {
  return (chargers ?? []).find((c) => c.type === type && Number(c.power) === powerKw);
}

/** "Recommended Stations": the first 3 stations having any charger of 100 kW or more. */
export function recommendedStations<T extends { chargers: readonly ChargerLike[] | null | undefined }>(
  stations: readonly T[],
  limit: number = RECOMMENDED_LIMIT,
): T[] {
  return stations.filter((s) => hasFastCharger(s.chargers)).slice(0, limit);
}

/** Station detail parking line: "Available" when amenities include Parking, else "Limited". */
export function parkingLabel(amenities: readonly string[] | null | undefined): 'Available' | 'Limited' {
  return (amenities ?? []).some((a) => a.trim().toLowerCase() === 'parking') ? 'Available' : 'Limited';
}
