// Offline answers that list stations: in a place, with a connector, power or 24/7 filter, fast or DC
// chargers, and an overview. Pure: they take the live station list and return Markdown.
import type { Charger, Station } from '@chargesetu/shared/contracts';
import {
  FAST_CHARGE_KW,
  formatOperatingHours,
  formatRating,
  inPlace,
  placeLabel,
  type PlaceRef,
} from '@chargesetu/shared/domain';
import { escapeMarkdown } from '../view/escape-markdown';
import { chargersText, matchingChargers, maxPower, stationLink } from '../view/station-view';

/** How many stations a list shows before "and N more". */
export const LIST_LIMIT = 8;

/** Filters a driver can put on stations. */
export interface StationFilter {
  place?: PlaceRef;
  connector?: string;
  connectors?: readonly string[];
  minPower?: number;
  allDay?: boolean;
}

export function filterStations(stations: readonly Station[], f: StationFilter): Station[] {
  return stations.filter(
    (s) =>
      (!f.place || inPlace(s.address, f.place)) &&
      (!f.allDay || formatOperatingHours(s.operatingHours) === '24/7') &&
      (f.connector === undefined && f.connectors === undefined && f.minPower === undefined
        ? true
        : matchingChargers(s, f).length > 0),
  );
}

export const byRating = (a: Station, b: Station) => b.ratings - a.ratings || a.id - b.id;

/** "- [Name](/station/12), Pune — 2 × CCS2 120 kW (Premium) at ₹26.00/kWh; … — ★ 4.3 — Daily 10:00–22:00". */
export function stationLine(s: Station, chargers: readonly Charger[] = s.chargers): string {
  const rating = formatRating(s.ratings);
  return `- ${stationLink(s)}, ${escapeMarkdown(s.address.city)} — ${chargersText(chargers)} — ${rating === 'New' ? 'New' : `★ ${rating}`} — ${formatOperatingHours(s.operatingHours)}`;
}

export function listLines(stations: readonly Station[], chargersOf?: (s: Station) => Charger[]): string[] {
  const lines = stations.slice(0, LIST_LIMIT).map((s) => stationLine(s, chargersOf?.(s)));
  if (stations.length > LIST_LIMIT) {
    lines.push(
      `- …and ${stations.length - LIST_LIMIT} more: filter by state and city on [Book](/home) to see them all.`,
    );
  }
  return lines;
}

/** Where to look instead when a place has nothing that fits: other cities of the state, then the country. */
export function elsewhere(
  all: readonly Station[],
  place: PlaceRef | undefined,
  f: StationFilter,
  what: string,
): string[] {
  if (place?.kind === 'city') {
    const inState = filterStations(all, { ...f, place: { kind: 'state', state: place.state } }).sort(
      byRating,
    );
    if (inState.length > 0) {
      return [
        `Nearest options elsewhere in ${escapeMarkdown(place.state)} (${inState.length} with ${what}):`,
        ...listLines(inState.slice(0, 3)),
      ];
    }
  }
  const anywhere = filterStations(all, { ...f, place: undefined }).sort(byRating);
  if (anywhere.length === 0) return [];
  const cities = escapeMarkdown([...new Set(anywhere.map((s) => s.address.city))].slice(0, 6).join(', '));
  return [`${anywhere.length} stations across India have ${what}, for example in ${cities}.`];
}

export function filterText(f: StationFilter): string {
  const parts: string[] = [];
  if (f.connector) parts.push(escapeMarkdown(f.connector));
  if (f.minPower !== undefined) parts.push(`${f.minPower} kW or more`);
  if (f.allDay) parts.push('open 24/7');
  return parts.join(', ');
}

/** Stations in a place, optionally with a connector, minimum power or 24/7 hours, best rated first. */
export function composeStations(
  all: readonly Station[],
  f: StationFilter,
): { message: string; shown: Station[] } {
  const found = filterStations(all, f).sort(byRating);
  const where = f.place ? escapeMarkdown(placeLabel(f.place)) : 'India';
  const what = filterText(f);
  if (found.length === 0) {
    const lines = [
      `I couldn't find stations${what ? ` with ${what}` : ''} in **${where}** on ChargeSetu right now.`,
    ];
    lines.push('', ...elsewhere(all, f.place, f, what || 'chargers'));
    return { message: lines.join('\n').trim(), shown: [] };
  }
  const chargersOf =
    f.connector || f.minPower !== undefined ? (s: Station) => matchingChargers(s, f) : undefined;
  const head = `**${found.length} station${found.length === 1 ? '' : 's'}** in **${where}**${what ? ` with ${what}` : ''} (best rated first):`;
  const tail = f.place
    ? 'Tap a station to see its connectors and prices, then pick a connector and power to book.'
    : 'Tell me a city (for example "stations in Pune") to narrow this down.';
  return { message: [head, '', ...listLines(found, chargersOf), '', tail].join('\n'), shown: found };
}

/** Fast chargers (100 kW or more, docs/product.md §9) or DC chargers (above 40 kW) in a place. */
export function composeFast(
  all: readonly Station[],
  o: { place?: PlaceRef; connector?: string; minPower?: number; dc: boolean },
): { message: string; shown: Station[] } {
  const threshold = o.minPower ?? (o.dc ? 41 : FAST_CHARGE_KW);
  const label =
    o.minPower !== undefined
      ? `${o.minPower} kW or more`
      : o.dc
        ? 'DC charging (above 40 kW)'
        : `fast charging (${FAST_CHARGE_KW} kW or more)`;
  const f: StationFilter = { place: o.place, connector: o.connector, minPower: threshold };
  const found = filterStations(all, f).sort((a, b) => maxPower(b) - maxPower(a) || byRating(a, b));
  const where = o.place ? escapeMarkdown(placeLabel(o.place)) : 'India';
  if (found.length === 0) {
    const lines = [`No station in **${where}** offers ${label} yet.`];
    if (!o.dc && o.minPower === undefined) {
      const dc = filterStations(all, { ...f, minPower: 41 }).sort((a, b) => maxPower(b) - maxPower(a));
      if (dc.length > 0)
        lines.push(
          '',
          `These have DC chargers above 40 kW:`,
          ...listLines(dc.slice(0, 5), (s) => matchingChargers(s, { minPower: 41 })),
        );
    }
    lines.push('', ...elsewhere(all, o.place, f, label));
    return { message: lines.join('\n').trim(), shown: [] };
  }
  const head = `**${found.length} station${found.length === 1 ? '' : 's'}** in **${where}** with ${label}, most powerful first:`;
  return {
    message: [
      head,
      '',
      ...listLines(found, (s) => matchingChargers(s, f)),
      '',
      'Fast DC charging is quickest between about 20% and 80% battery.',
    ].join('\n'),
    shown: found,
  };
}

/** With no place or filter: where the stations are. */
export function overview(stations: readonly Station[]): string {
  const perCity = new Map<string, number>();
  for (const s of stations) perCity.set(s.address.city, (perCity.get(s.address.city) ?? 0) + 1);
  const states = new Set(stations.map((s) => s.address.state));
  const top = [...perCity.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8);
  return [
    `ChargeSetu lists **${stations.length} stations** in ${perCity.size} cities across ${states.size} states and union territories. Most stations:`,
    '',
    ...top.map(([city, n]) => `- ${escapeMarkdown(city)}: ${n}`),
    '',
    'Tell me a city or state (for example "stations in Pune" or "fast chargers in Delhi") and I’ll list them.',
  ].join('\n');
}
