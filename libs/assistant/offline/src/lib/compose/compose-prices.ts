// Offline answers about money: cheapest chargers, prices at a station or in a place, and cost
// estimates with docs/product.md §9's formula (price × power × hours, ₹10 fee, 18% GST). Pure.
import type { Charger, Station } from '@chargesetu/shared/contracts';
import {
  BOOKING_DURATION_MINUTES,
  formatInr as inrIn,
  placeLabel,
  type Language,
  type PlaceRef,
} from '@chargesetu/shared/domain';
import { costFor, costLines, durationText, type CostEstimate } from '../view/cost';
import { escapeMarkdown } from '../view/escape-markdown';
import { chargersForPower, matchingChargers, maxPower, stationLink } from '../view/station-view';
import { elsewhere, filterStations, filterText, type StationFilter } from './compose-stations';

const M = BOOKING_DURATION_MINUTES;

/** The money answers' words in each language (figures, names and links are the same in both). */
const WORDS = {
  en: {
    india: 'India',
    chargers: 'chargers',
    noChargers: (what: string, where: string) =>
      `I couldn't find chargers${what ? ` with ${what}` : ''} in **${where}**.`,
    cheapestHead: (where: string, what: string) =>
      `Cheapest places to charge in **${where}**${what ? ` (${what})` : ''}, lowest price per kWh first:`,
    cheapestLine: (station: string, charger: string, price: string, est: string, total: string) =>
      `${station} — ${charger} at **${price}/kWh** — a ${M}-minute slot ≈ ${est} + fee and GST = **${total}**`,
    acVsDc:
      'AC (Type 2) chargers are usually cheaper per kWh but slower; DC chargers cost more and fill up faster.',
    pricesAt: (station: string, city: string) => `Prices at ${station} (${city}):`,
    priceLine: (charger: string, price: string, est: string, total: string) =>
      `- ${charger}: **${price}/kWh** — a ${M}-minute slot ≈ ${est}, **${total}** with the ₹10 fee and 18% GST`,
    noConnector: (connector: string) => `(It has no ${connector} charger; here are its other prices.)`,
    noStations: (where: string) => `I couldn't find stations in **${where}**.`,
    pricesIn: (where: string, n: number) =>
      `Charging prices in **${where}** across ${n} station${n === 1 ? '' : 's'}:`,
    perKwh: 'per kWh',
    lowest: 'Lowest prices:',
    at: (charger: string, price: string) => `${charger} at **${price}/kWh**`,
    formula: `A booking costs price × power × 0.5 h for the ${M}-minute slot, plus a ₹10 platform fee, plus 18% GST on both.`,
    fullPower: 'the charger’s full power',
    forDuration: (power: string, duration: string) => `${power} for ${duration}`,
    noPower: (name: string, power: number | undefined, connector: string, max: number) =>
      `${name} has no charger that delivers ${power} kW${connector ? ` on ${connector}` : ''} (its most powerful is ${max} kW), so here it is at each charger's own price.`,
    chargingAt: (asked: string, station: string, charger: string, price: string) =>
      `Charging ${asked} at ${station} on its ${charger} charger (${price}/kWh):`,
    otherChargers: 'On its other chargers:',
    otherLine: (charger: string, price: string, est: string, total: string) =>
      `- ${charger} at ${price}/kWh: ${est} → **${total}** total`,
    noneFor: (where: string, asked: string, connector: string) =>
      `No station in **${where}** has a charger for ${asked}${connector ? ` on ${connector}` : ''}.`,
    kwChargers: (power: number) => `${power} kW chargers`,
    chargingIn: (asked: string, where: string, n: number, station: string, charger: string, price: string) =>
      `Charging ${asked} in **${where}** — ${n} station${n === 1 ? '' : 's'} can do it. Cheapest: ${station} (${charger} at ${price}/kWh):`,
    elsewhere: 'Elsewhere:',
    elsewhereLine: (station: string, charger: string, price: string, est: string, total: string) =>
      `- ${station}: ${charger} at ${price}/kWh → ${est}, **${total}** total`,
  },
  hi: {
    india: 'भारत',
    chargers: 'चार्जर',
    noChargers: (what: string, where: string) => `**${where}** में ${what ? `${what} वाले ` : ''}चार्जर नहीं मिले।`,
    cheapestHead: (where: string, what: string) =>
      `**${where}** में चार्जिंग की सबसे सस्ती जगहें${what ? ` (${what})` : ''}, प्रति kWh सबसे कम कीमत पहले:`,
    cheapestLine: (station: string, charger: string, price: string, est: string, total: string) =>
      `${station} — ${charger}, **${price}/kWh** — ${M} मिनट का स्लॉट ≈ ${est} + फ़ीस और GST = **${total}**`,
    acVsDc: 'AC (Type 2) चार्जर आमतौर पर प्रति kWh सस्ते पर धीमे होते हैं; DC चार्जर महंगे हैं पर जल्दी चार्ज करते हैं।',
    pricesAt: (station: string, city: string) => `${station} (${city}) की कीमतें:`,
    priceLine: (charger: string, price: string, est: string, total: string) =>
      `- ${charger}: **${price}/kWh** — ${M} मिनट का स्लॉट ≈ ${est}, ₹10 फ़ीस और 18% GST के साथ **${total}**`,
    noConnector: (connector: string) => `(यहाँ ${connector} चार्जर नहीं है; इसकी बाकी कीमतें ये हैं।)`,
    noStations: (where: string) => `**${where}** में स्टेशन नहीं मिले।`,
    pricesIn: (where: string, n: number) => `**${where}** के ${n} स्टेशनों पर चार्जिंग की कीमतें:`,
    perKwh: 'प्रति kWh',
    lowest: 'सबसे कम कीमतें:',
    at: (charger: string, price: string) => `${charger}, **${price}/kWh**`,
    formula: `बुकिंग की लागत = कीमत × पावर × 0.5 घंटा (${M} मिनट का स्लॉट), साथ में ₹10 प्लेटफ़ॉर्म फ़ीस, और दोनों पर 18% GST।`,
    fullPower: 'चार्जर की पूरी पावर',
    forDuration: (power: string, duration: string) => `${power} पर ${duration}`,
    noPower: (name: string, power: number | undefined, connector: string, max: number) =>
      `${name} में ${connector ? `${connector} पर ` : ''}${power} kW देने वाला चार्जर नहीं है (सबसे ज़्यादा ${max} kW), इसलिए हर चार्जर की अपनी कीमत पर हिसाब दिया है।`,
    chargingAt: (asked: string, station: string, charger: string, price: string) =>
      `${station} के ${charger} चार्जर (${price}/kWh) पर ${asked} चार्जिंग:`,
    otherChargers: 'इसके दूसरे चार्जरों पर:',
    otherLine: (charger: string, price: string, est: string, total: string) =>
      `- ${charger}, ${price}/kWh: ${est} → कुल **${total}**`,
    noneFor: (where: string, asked: string, connector: string) =>
      `**${where}** में ${connector ? `${connector} पर ` : ''}${asked} चार्जिंग के लायक कोई चार्जर नहीं है।`,
    kwChargers: (power: number) => `${power} kW चार्जर`,
    chargingIn: (asked: string, where: string, n: number, station: string, charger: string, price: string) =>
      `**${where}** में ${asked} चार्जिंग — ${n} स्टेशनों पर हो सकती है। सबसे सस्ता: ${station} (${charger}, ${price}/kWh):`,
    elsewhere: 'दूसरी जगहें:',
    elsewhereLine: (station: string, charger: string, price: string, est: string, total: string) =>
      `- ${station}: ${charger}, ${price}/kWh → ${est}, कुल **${total}**`,
  },
} satisfies Record<Language, unknown>;

/** One charger option, priced for a standard 30-minute slot. */
interface PricedOption {
  station: Station;
  charger: Charger;
  slot: CostEstimate;
}

function cheapestOptions(stations: readonly Station[], f: StationFilter): PricedOption[] {
  return stations
    .flatMap((s) => matchingChargers(s, f).map((charger) => ({ station: s, charger })))
    .sort(
      (a, b) =>
        Number(a.charger.pricePerKwh) - Number(b.charger.pricePerKwh) ||
        b.charger.power - a.charger.power ||
        a.station.id - b.station.id,
    )
    .filter((o, i, arr) => arr.findIndex((p) => p.station.id === o.station.id) === i)
    .map((o) => ({
      ...o,
      slot: costFor(o.charger.pricePerKwh, { powerKw: o.charger.power, minutes: BOOKING_DURATION_MINUTES }),
    }));
}

/** The lowest prices per kWh in a place, each with what a 30-minute slot costs in total. */
export function composeCheapest(
  all: readonly Station[],
  f: StationFilter,
  lang: Language = 'en',
): { message: string; shown: Station[] } {
  const w = WORDS[lang];
  const formatInr = (v: number | string) => inrIn(v, lang);
  const options = cheapestOptions(filterStations(all, f), f);
  const where = f.place ? escapeMarkdown(placeLabel(f.place)) : w.india;
  const what = filterText(f, lang);
  if (options.length === 0) {
    return {
      message: [w.noChargers(what, where), '', ...elsewhere(all, f.place, f, what || w.chargers, lang)]
        .join('\n')
        .trim(),
      shown: [],
    };
  }
  const top = options.slice(0, 5);
  const lines = [
    w.cheapestHead(where, what),
    '',
    ...top.map(
      (o, i) =>
        `${i + 1}. ${w.cheapestLine(
          `${stationLink(o.station)}, ${escapeMarkdown(o.station.address.city)}`,
          `${escapeMarkdown(o.charger.type)} ${o.charger.power} kW`,
          formatInr(o.charger.pricePerKwh),
          formatInr(o.slot.estimated),
          formatInr(o.slot.total),
        )}`,
    ),
    '',
    w.acVsDc,
  ];
  return { message: lines.join('\n'), shown: top.map((o) => o.station) };
}

/** Prices at one station, or the price range in a place (or all of India). */
export function composePrices(
  all: readonly Station[],
  o: { station?: Station; place?: PlaceRef; connector?: string },
  lang: Language = 'en',
): { message: string; shown: Station[] } {
  const w = WORDS[lang];
  const formatInr = (v: number | string) => inrIn(v, lang);
  if (o.station) {
    const s = o.station;
    const chargers = o.connector ? matchingChargers(s, { connector: o.connector }) : s.chargers;
    const shown = chargers.length ? chargers : s.chargers;
    const lines = [
      w.pricesAt(stationLink(s), escapeMarkdown(s.address.city)),
      '',
      ...[...new Map(shown.map((c) => [`${c.type}|${c.power}|${c.pricePerKwh}`, c])).values()]
        .sort((a, b) => b.power - a.power)
        .map((c) => {
          const slot = costFor(c.pricePerKwh, { powerKw: c.power, minutes: BOOKING_DURATION_MINUTES });
          return w.priceLine(
            `${escapeMarkdown(c.type)} ${c.power} kW`,
            formatInr(c.pricePerKwh),
            formatInr(slot.estimated),
            formatInr(slot.total),
          );
        }),
    ];
    if (o.connector && chargers.length === 0) lines.splice(1, 0, w.noConnector(escapeMarkdown(o.connector)));
    return { message: lines.join('\n'), shown: [s] };
  }
  const stations = filterStations(all, { place: o.place, connector: o.connector });
  const where = o.place ? escapeMarkdown(placeLabel(o.place)) : w.india;
  if (stations.length === 0) {
    return {
      message: [w.noStations(where), '', ...elsewhere(all, o.place, {}, w.chargers, lang)].join('\n').trim(),
      shown: [],
    };
  }
  const byType = new Map<string, number[]>();
  for (const s of stations) {
    for (const c of matchingChargers(s, { connector: o.connector })) {
      byType.set(c.type, [...(byType.get(c.type) ?? []), Number(c.pricePerKwh)]);
    }
  }
  const cheapest = cheapestOptions(stations, { connector: o.connector }).slice(0, 3);
  const lines = [
    w.pricesIn(where, stations.length),
    '',
    ...[...byType.entries()].map(([type, prices]) => {
      const lo = Math.min(...prices);
      const hi = Math.max(...prices);
      return `- ${escapeMarkdown(type)}: ${lo === hi ? formatInr(lo) : `${formatInr(lo)} – ${formatInr(hi)}`} ${w.perKwh}`;
    }),
    '',
    w.lowest,
    ...cheapest.map(
      (c) =>
        `- ${stationLink(c.station)}: ${w.at(`${escapeMarkdown(c.charger.type)} ${c.charger.power} kW`, formatInr(c.charger.pricePerKwh))}`,
    ),
    '',
    w.formula,
  ];
  return { message: lines.join('\n'), shown: cheapest.map((c) => c.station) };
}

/** The basis of an estimate: kWh asked for, or power × time (defaults: the charger's power, a 30-minute slot). */
export interface CostBasis {
  energyKwh?: number;
  powerKw?: number;
  minutes?: number;
  /** How the energy was worked out, e.g. "40.5 kWh battery from 20% to 80%". */
  energyNote?: string;
}

function estimateFor(c: Charger, b: CostBasis): CostEstimate {
  return b.energyKwh !== undefined
    ? costFor(c.pricePerKwh, { energyKwh: b.energyKwh })
    : costFor(c.pricePerKwh, {
        powerKw: b.powerKw ?? c.power,
        minutes: b.minutes ?? BOOKING_DURATION_MINUTES,
      });
}

/**
 * A cost estimate at a station, across a place's stations, or across India, with docs/product.md §9's
 * formula.
 */
export function composeCost(
  all: readonly Station[],
  o: { station?: Station; place?: PlaceRef; connector?: string; basis: CostBasis },
  lang: Language = 'en',
): { message: string; shown: Station[] } {
  const w = WORDS[lang];
  const formatInr = (v: number | string) => inrIn(v, lang);
  const b = o.basis;
  const asked =
    b.energyKwh !== undefined
      ? `${b.energyKwh} kWh${b.energyNote ? ` (${b.energyNote})` : ''}`
      : w.forDuration(
          b.powerKw !== undefined ? `${b.powerKw} kW` : w.fullPower,
          durationText(b.minutes ?? BOOKING_DURATION_MINUTES, lang),
        );
  const power = b.energyKwh !== undefined ? undefined : b.powerKw;
  if (o.station) {
    const s = o.station;
    let chargers = chargersForPower(s, power, o.connector);
    let note = '';
    if (chargers.length === 0) {
      chargers = o.connector ? matchingChargers(s, { connector: o.connector }) : s.chargers;
      if (chargers.length === 0) chargers = s.chargers;
      note = `\n\n${w.noPower(escapeMarkdown(s.name), power, o.connector ? escapeMarkdown(o.connector) : '', maxPower(s))}`;
    }
    const options = [
      ...new Map(chargers.map((c) => [`${c.type}|${c.power}|${c.pricePerKwh}`, c])).values(),
    ].sort((a, b2) => Number(a.pricePerKwh) - Number(b2.pricePerKwh));
    const first = options[0];
    const est = estimateFor(
      first,
      power !== undefined && first.power < power ? { ...b, powerKw: first.power } : b,
    );
    const lines = [
      w.chargingAt(
        asked,
        stationLink(s),
        `${escapeMarkdown(first.type)} ${first.power} kW`,
        formatInr(first.pricePerKwh),
      ),
      '',
      ...costLines(est, lang),
    ];
    if (options.length > 1) {
      lines.push('', w.otherChargers);
      for (const c of options.slice(1)) {
        const e = estimateFor(c, power !== undefined && c.power < power ? { ...b, powerKw: c.power } : b);
        lines.push(
          w.otherLine(
            `${escapeMarkdown(c.type)} ${c.power} kW`,
            formatInr(c.pricePerKwh),
            formatInr(e.estimated),
            formatInr(e.total),
          ),
        );
      }
    }
    return { message: lines.join('\n') + note, shown: [s] };
  }
  const stations = filterStations(all, { place: o.place, connector: o.connector });
  const options = stations
    .map((s) => {
      const chargers = chargersForPower(s, power, o.connector).sort(
        (x, y) => Number(x.pricePerKwh) - Number(y.pricePerKwh),
      );
      return chargers.length ? { station: s, charger: chargers[0], est: estimateFor(chargers[0], b) } : null;
    })
    .filter((x): x is NonNullable<typeof x> => x !== null)
    .sort((x, y) => x.est.total - y.est.total || x.station.id - y.station.id);
  const where = o.place ? escapeMarkdown(placeLabel(o.place)) : w.india;
  if (options.length === 0) {
    return {
      message: [
        w.noneFor(where, asked, o.connector ? escapeMarkdown(o.connector) : ''),
        '',
        ...elsewhere(
          all,
          o.place,
          { connector: o.connector, minPower: power },
          power ? w.kwChargers(power) : w.chargers,
          lang,
        ),
      ]
        .join('\n')
        .trim(),
      shown: [],
    };
  }
  const best = options[0];
  const lines = [
    w.chargingIn(
      asked,
      where,
      options.length,
      stationLink(best.station),
      `${escapeMarkdown(best.charger.type)} ${best.charger.power} kW`,
      formatInr(best.charger.pricePerKwh),
    ),
    '',
    ...costLines(best.est, lang),
  ];
  if (options.length > 1) {
    lines.push('', w.elsewhere);
    for (const x of options.slice(1, 6)) {
      lines.push(
        w.elsewhereLine(
          `${stationLink(x.station)}, ${escapeMarkdown(x.station.address.city)}`,
          `${escapeMarkdown(x.charger.type)} ${x.charger.power} kW`,
          formatInr(x.charger.pricePerKwh),
          formatInr(x.est.estimated),
          formatInr(x.est.total),
        ),
      );
    }
  }
  return { message: lines.join('\n'), shown: options.slice(0, 6).map((x) => x.station) };
}
