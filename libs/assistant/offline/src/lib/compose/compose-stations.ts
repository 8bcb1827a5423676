// Offline answers that list stations: in a place, with a connector, power or 24/7 filter, fast or DC
// chargers, and an overview. Pure: they take the live station list and return Markdown.
import type { Charger, Station } from '@chargesetu/shared/contracts';
import {
  FAST_CHARGE_KW,
  formatOperatingHours,
  formatRating,
  inPlace,
  placeLabel,
  type Language,
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
export function stationLine(
  s: Station,
  chargers: readonly Charger[] = s.chargers,
  lang: Language = 'en',
): string {
  const rating = formatRating(s.ratings, lang);
  const stars = rating === formatRating(null, lang) ? rating : `★ ${rating}`;
  return `- ${stationLink(s)}, ${escapeMarkdown(s.address.city)} — ${chargersText(chargers, lang)} — ${stars} — ${formatOperatingHours(s.operatingHours, lang)}`;
}

export function listLines(
  stations: readonly Station[],
  chargersOf?: (s: Station) => Charger[],
  lang: Language = 'en',
): string[] {
  const lines = stations.slice(0, LIST_LIMIT).map((s) => stationLine(s, chargersOf?.(s), lang));
  if (stations.length > LIST_LIMIT) {
    const more = stations.length - LIST_LIMIT;
    lines.push(
      lang === 'hi'
        ? `- …और ${more} स्टेशन: सब देखने के लिए [Book](/home) पर राज्य और शहर से फ़िल्टर करें।`
        : `- …and ${more} more: filter by state and city on [Book](/home) to see them all.`,
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
  lang: Language = 'en',
): string[] {
  if (place?.kind === 'city') {
    const inState = filterStations(all, { ...f, place: { kind: 'state', state: place.state } }).sort(
      byRating,
    );
    if (inState.length > 0) {
      const state = escapeMarkdown(place.state);
      return [
        lang === 'hi'
          ? `${state} में दूसरी जगहों पर सबसे नज़दीकी विकल्प (${inState.length} स्टेशनों पर ${what}):`
          : `Nearest options elsewhere in ${state} (${inState.length} with ${what}):`,
        ...listLines(inState.slice(0, 3), undefined, lang),
      ];
    }
  }
  const anywhere = filterStations(all, { ...f, place: undefined }).sort(byRating);
  if (anywhere.length === 0) return [];
  const cities = escapeMarkdown([...new Set(anywhere.map((s) => s.address.city))].slice(0, 6).join(', '));
  return [
    lang === 'hi'
      ? `पूरे भारत में ${anywhere.length} स्टेशनों पर ${what} है, जैसे ${cities} में।`
      : `${anywhere.length} stations across India have ${what}, for example in ${cities}.`,
  ];
}

export function filterText(f: StationFilter, lang: Language = 'en'): string {
  const parts: string[] = [];
  if (f.connector) parts.push(escapeMarkdown(f.connector));
  if (f.minPower !== undefined)
    parts.push(lang === 'hi' ? `${f.minPower} kW या ज़्यादा` : `${f.minPower} kW or more`);
  if (f.allDay) parts.push(lang === 'hi' ? '24/7 खुले' : 'open 24/7');
  return parts.join(', ');
}

/** Stations in a place, optionally with a connector, minimum power or 24/7 hours, best rated first. */
export function composeStations(
  all: readonly Station[],
  f: StationFilter,
  lang: Language = 'en',
): { message: string; shown: Station[] } {
  const found = filterStations(all, f).sort(byRating);
  const where = f.place ? escapeMarkdown(placeLabel(f.place)) : lang === 'hi' ? 'भारत' : 'India';
  const what = filterText(f, lang);
  if (lang === 'hi') return composeStationsHi(all, f, found, where, what);
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

/** {@link composeStations} in Hindi. */
function composeStationsHi(
  all: readonly Station[],
  f: StationFilter,
  found: Station[],
  where: string,
  what: string,
): { message: string; shown: Station[] } {
  if (found.length === 0) {
    const lines = [
      `अभी ChargeSetu पर **${where}** में ${what ? `${what} वाले ` : ''}कोई स्टेशन नहीं मिला।`,
      '',
      ...elsewhere(all, f.place, f, what || 'चार्जर', 'hi'),
    ];
    return { message: lines.join('\n').trim(), shown: [] };
  }
  const chargersOf =
    f.connector || f.minPower !== undefined ? (s: Station) => matchingChargers(s, f) : undefined;
  const head = `**${where}** में ${what ? `${what} वाले ` : ''}**${found.length} स्टेशन** (सबसे अच्छी रेटिंग पहले):`;
  const tail = f.place
    ? 'कनेक्टर और कीमतें देखने के लिए स्टेशन पर टैप करें, फिर कनेक्टर और पावर चुनकर बुक करें।'
    : 'कोई शहर बताइए (जैसे "पुणे में स्टेशन"), तो मैं लिस्ट छोटी कर दूँगा।';
  return { message: [head, '', ...listLines(found, chargersOf, 'hi'), '', tail].join('\n'), shown: found };
}

/** Fast chargers (100 kW or more, docs/product.md §9) or DC chargers (above 40 kW) in a place. */
export function composeFast(
  all: readonly Station[],
  o: { place?: PlaceRef; connector?: string; minPower?: number; dc: boolean },
  lang: Language = 'en',
): { message: string; shown: Station[] } {
  const threshold = o.minPower ?? (o.dc ? 41 : FAST_CHARGE_KW);
  const hi = lang === 'hi';
  const label =
    o.minPower !== undefined
      ? hi
        ? `${o.minPower} kW या ज़्यादा`
        : `${o.minPower} kW or more`
      : o.dc
        ? hi
          ? 'DC चार्जिंग (40 kW से ज़्यादा)'
          : 'DC charging (above 40 kW)'
        : hi
          ? `फ़ास्ट चार्जिंग (${FAST_CHARGE_KW} kW या ज़्यादा)`
          : `fast charging (${FAST_CHARGE_KW} kW or more)`;
  const f: StationFilter = { place: o.place, connector: o.connector, minPower: threshold };
  const found = filterStations(all, f).sort((a, b) => maxPower(b) - maxPower(a) || byRating(a, b));
  const where = o.place ? escapeMarkdown(placeLabel(o.place)) : hi ? 'भारत' : 'India';
  if (hi) {
    if (found.length === 0) {
      const lines = [`**${where}** में अभी किसी स्टेशन पर ${label} नहीं है।`];
      if (!o.dc && o.minPower === undefined) {
        const dc = filterStations(all, { ...f, minPower: 41 }).sort((a, b) => maxPower(b) - maxPower(a));
        if (dc.length > 0)
          lines.push(
            '',
            'इन स्टेशनों पर 40 kW से ज़्यादा के DC चार्जर हैं:',
            ...listLines(dc.slice(0, 5), (s) => matchingChargers(s, { minPower: 41 }), 'hi'),
          );
      }
      lines.push('', ...elsewhere(all, o.place, f, label, 'hi'));
      return { message: lines.join('\n').trim(), shown: [] };
    }
    return {
      message: [
        `**${where}** में ${label} वाले **${found.length} स्टेशन**, सबसे ज़्यादा पावर वाले पहले:`,
        '',
        ...listLines(found, (s) => matchingChargers(s, f), 'hi'),
        '',
        'DC फ़ास्ट चार्जिंग लगभग 20% से 80% बैटरी के बीच सबसे तेज़ होती है।',
      ].join('\n'),
      shown: found,
    };
  }
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
export function overview(stations: readonly Station[], lang: Language = 'en'): string {
  const perCity = new Map<string, number>();
  for (const s of stations) perCity.set(s.address.city, (perCity.get(s.address.city) ?? 0) + 1);
  const states = new Set(stations.map((s) => s.address.state));
  const top = [...perCity.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8);
  if (lang === 'hi') {
    return [
      `ChargeSetu पर ${states.size} राज्यों और केंद्र शासित प्रदेशों के ${perCity.size} शहरों में **${stations.length} स्टेशन** हैं। सबसे ज़्यादा स्टेशन:`,
      '',
      ...top.map(([city, n]) => `- ${escapeMarkdown(city)}: ${n}`),
      '',
      'कोई शहर या राज्य बताइए (जैसे "पुणे में स्टेशन" या "दिल्ली में फ़ास्ट चार्जर"), मैं उनकी लिस्ट दे दूँगा।',
    ].join('\n');
  }
  return [
    `ChargeSetu lists **${stations.length} stations** in ${perCity.size} cities across ${states.size} states and union territories. Most stations:`,
    '',
    ...top.map(([city, n]) => `- ${escapeMarkdown(city)}: ${n}`),
    '',
    'Tell me a city or state (for example "stations in Pune" or "fast chargers in Delhi") and I’ll list them.',
  ].join('\n');
}
