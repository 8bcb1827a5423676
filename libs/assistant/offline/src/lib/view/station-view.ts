import type { Booking, Charger, Station } from '@chargesetu/shared/contracts';
import {
  bookingReference,
  canonicalConnector,
  connectorMatches,
  formatDateIn,
  formatInr,
  formatOperatingHours,
  formatRating,
  formatTimeRange,
  hasFastCharger,
  powerLabel,
  type Language,
} from '@chargesetu/shared/domain';
import { escapeMarkdown } from './escape-markdown';

/** The station page of the web app. */
export const stationPath = (id: number) => `/station/${id}`;

/** The web app's booking screen for a station (docs/product.md §2.4): one 30-minute slot per booking. */
export const bookingPath = (stationId: number) => `/booking/${stationId}`;

/** A Markdown link to the station page: [Name](/station/12), the name escaped (it is catalogue data). */
export function stationLink(s: Pick<Station, 'id' | 'name'>): string {
  return `[${escapeMarkdown(s.name)}](${stationPath(s.id)})`;
}

/**
 * "CCS2 60 kW (DC) at ₹23.50/kWh" ("CCS2 60 kW (DC), ₹23.50/kWh"), as Markdown (the connector type is
 * catalogue data, so escaped).
 */
export function chargerText(c: Charger, lang: Language = 'en'): string {
  const price = `${formatInr(c.pricePerKwh, lang)}/kWh`;
  return `${escapeMarkdown(c.type)} ${c.power} kW (${powerLabel(c.power, lang)})${lang === 'hi' ? `, ${price}` : ` at ${price}`}`;
}

/** One entry per distinct connector type, power and price ("2 × CCS2 60 kW..." when repeated). */
export function distinctChargers(chargers: readonly Charger[]): Array<Charger & { count: number }> {
  const out: Array<Charger & { count: number }> = [];
  for (const c of chargers) {
    const same = out.find((o) => o.type === c.type && o.power === c.power && o.pricePerKwh === c.pricePerKwh);
    if (same) same.count += 1;
    else out.push({ ...c, count: 1 });
  }
  return out.sort((a, b) => b.power - a.power || Number(a.pricePerKwh) - Number(b.pricePerKwh));
}

/** "2 × CCS2 60 kW (DC) at ₹23.50/kWh; Type 2 7 kW (AC) at ₹15.50/kWh". */
export function chargersText(chargers: readonly Charger[], lang: Language = 'en'): string {
  return distinctChargers(chargers)
    .map((c) => `${c.count > 1 ? `${c.count} × ` : ''}${chargerText(c, lang)}`)
    .join('; ');
}

export const maxPower = (s: Pick<Station, 'chargers'>) => Math.max(0, ...s.chargers.map((c) => c.power));
export const minPrice = (s: Pick<Station, 'chargers'>) =>
  Math.min(...s.chargers.map((c) => Number(c.pricePerKwh)));

/** Chargers that fit a connector (either naming scheme) and a minimum power. */
export function matchingChargers(
  s: Pick<Station, 'chargers'>,
  f: { connector?: string; connectors?: readonly string[]; minPower?: number },
): Charger[] {
  return s.chargers.filter(
    (c) =>
      (!f.connector || connectorMatches(f.connector, c.type)) &&
      (!f.connectors || f.connectors.some((v) => connectorMatches(v, c.type))) &&
      (f.minPower === undefined || c.power >= f.minPower),
  );
}

/** The charger(s) of a station a power request is priced on: exact power first, else any that can deliver it. */
export function chargersForPower(
  s: Station,
  powerKw: number | undefined,
  connector: string | undefined,
): Charger[] {
  const ofType = connector ? matchingChargers(s, { connector }) : s.chargers;
  if (powerKw === undefined) return ofType;
  const exact = ofType.filter((c) => c.power === powerKw);
  if (exact.length) return exact;
  return ofType.filter((c) => c.power >= powerKw);
}

/** What the model's tools return about a station: compact, every figure from the catalogue. */
export function stationSummary(s: Station) {
  return {
    id: s.id,
    name: s.name,
    link: stationPath(s.id),
    operator: s.operator,
    city: s.address.city,
    state: s.address.state,
    chargers: distinctChargers(s.chargers).map((c) => ({
      type: c.type,
      powerKw: c.power,
      label: powerLabel(c.power),
      pricePerKwh: c.pricePerKwh,
      count: c.count,
    })),
    fastCharge: hasFastCharger(s.chargers),
    rating: formatRating(s.ratings),
    reviewCount: s.reviewCount,
    hours: formatOperatingHours(s.operatingHours),
  };
}

/** stationSummary plus the full address and amenities (the detail page's facts). */
export function stationDetails(s: Station) {
  return {
    ...stationSummary(s),
    address: [s.address.street, s.address.city, s.address.state, s.address.pincode]
      .filter(Boolean)
      .join(', '),
    amenities: s.amenities,
    parking: s.amenities.some((a) => a.trim().toLowerCase() === 'parking') ? 'Available' : 'Limited',
    connectorTypes: [...new Set(s.chargers.map((c) => canonicalConnector(c.type)))],
  };
}

/** A booking as a driver reads it: reference, station, IST date and time, charger, cost, status. */
export function bookingSummary(b: Booking) {
  return {
    id: b.id,
    reference: bookingReference(b.id),
    status: b.status,
    station: b.station
      ? { id: b.station.id, name: b.station.name, link: stationPath(b.station.id) }
      : { id: b.stationId },
    city: b.station?.address.city,
    date: formatDateIn(b.startTime),
    time: formatTimeRange(b.startTime, b.endTime),
    startTime: b.startTime,
    charger: `${b.chargerType} ${b.power} kW`,
    pricePerKwh: b.pricePerKwh,
    estimatedCost: b.estimatedCost,
    holdExpiresAt: b.holdExpiresAt ?? null,
  };
}
