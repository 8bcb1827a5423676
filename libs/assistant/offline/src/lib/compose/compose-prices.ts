// Offline answers about money: cheapest chargers, prices at a station or in a place, and cost
// estimates with docs/product.md §9's formula (price × power × hours, ₹10 fee, 18% GST). Pure.
import type { Charger, Station } from '@chargesetu/shared/contracts';
import { BOOKING_DURATION_MINUTES, formatInr, placeLabel, type PlaceRef } from '@chargesetu/shared/domain';
import { costFor, costLines, durationText, type CostEstimate } from '../view/cost';
import { escapeMarkdown } from '../view/escape-markdown';
import { chargersForPower, matchingChargers, maxPower, stationLink } from '../view/station-view';
import { elsewhere, filterStations, filterText, type StationFilter } from './compose-stations';

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
): { message: string; shown: Station[] } {
  const options = cheapestOptions(filterStations(all, f), f);
  const where = f.place ? escapeMarkdown(placeLabel(f.place)) : 'India';
  const what = filterText(f);
  if (options.length === 0) {
    return {
      message: [
        `I couldn't find chargers${what ? ` with ${what}` : ''} in **${where}**.`,
        '',
        ...elsewhere(all, f.place, f, what || 'chargers'),
      ]
        .join('\n')
        .trim(),
      shown: [],
    };
  }
  const top = options.slice(0, 5);
  const lines = [
    `Cheapest places to charge in **${where}**${what ? ` (${what})` : ''}, lowest price per kWh first:`,
    '',
    ...top.map(
      (o, i) =>
        `${i + 1}. ${stationLink(o.station)}, ${escapeMarkdown(o.station.address.city)} — ${escapeMarkdown(o.charger.type)} ${o.charger.power} kW at **${formatInr(o.charger.pricePerKwh)}/kWh** — a ${BOOKING_DURATION_MINUTES}-minute slot ≈ ${formatInr(o.slot.estimated)} + fee and GST = **${formatInr(o.slot.total)}**`,
    ),
    '',
    'AC (Type 2) chargers are usually cheaper per kWh but slower; DC chargers cost more and fill up faster.',
  ];
  return { message: lines.join('\n'), shown: top.map((o) => o.station) };
}

/** Prices at one station, or the price range in a place (or all of India). */
export function composePrices(
  all: readonly Station[],
  o: { station?: Station; place?: PlaceRef; connector?: string },
): { message: string; shown: Station[] } {
  if (o.station) {
    const s = o.station;
    const chargers = o.connector ? matchingChargers(s, { connector: o.connector }) : s.chargers;
    const shown = chargers.length ? chargers : s.chargers;
    const lines = [
      `Prices at ${stationLink(s)} (${escapeMarkdown(s.address.city)}):`,
      '',
      ...[...new Map(shown.map((c) => [`${c.type}|${c.power}|${c.pricePerKwh}`, c])).values()]
        .sort((a, b) => b.power - a.power)
        .map((c) => {
          const slot = costFor(c.pricePerKwh, { powerKw: c.power, minutes: BOOKING_DURATION_MINUTES });
          return `- ${escapeMarkdown(c.type)} ${c.power} kW: **${formatInr(c.pricePerKwh)}/kWh** — a ${BOOKING_DURATION_MINUTES}-minute slot ≈ ${formatInr(slot.estimated)}, **${formatInr(slot.total)}** with the ₹10 fee and 18% GST`;
        }),
    ];
    if (o.connector && chargers.length === 0)
      lines.splice(1, 0, `(It has no ${escapeMarkdown(o.connector)} charger; here are its other prices.)`);
    return { message: lines.join('\n'), shown: [s] };
  }
  const stations = filterStations(all, { place: o.place, connector: o.connector });
  const where = o.place ? escapeMarkdown(placeLabel(o.place)) : 'India';
  if (stations.length === 0) {
    return {
      message: [`I couldn't find stations in **${where}**.`, '', ...elsewhere(all, o.place, {}, 'chargers')]
        .join('\n')
        .trim(),
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
    `Charging prices in **${where}** across ${stations.length} station${stations.length === 1 ? '' : 's'}:`,
    '',
    ...[...byType.entries()].map(([type, prices]) => {
      const lo = Math.min(...prices);
      const hi = Math.max(...prices);
      return `- ${escapeMarkdown(type)}: ${lo === hi ? formatInr(lo) : `${formatInr(lo)} – ${formatInr(hi)}`} per kWh`;
    }),
    '',
    'Lowest prices:',
    ...cheapest.map(
      (c) =>
        `- ${stationLink(c.station)}: ${escapeMarkdown(c.charger.type)} ${c.charger.power} kW at **${formatInr(c.charger.pricePerKwh)}/kWh**`,
    ),
    '',
    `A booking costs price × power × 0.5 h for the ${BOOKING_DURATION_MINUTES}-minute slot, plus a ₹10 platform fee, plus 18% GST on both.`,
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
): { message: string; shown: Station[] } {
  const b = o.basis;
  const asked =
    b.energyKwh !== undefined
      ? `${b.energyKwh} kWh${b.energyNote ? ` (${b.energyNote})` : ''}`
      : `${b.powerKw !== undefined ? `${b.powerKw} kW` : 'the charger’s full power'} for ${durationText(b.minutes ?? BOOKING_DURATION_MINUTES)}`;
  const power = b.energyKwh !== undefined ? undefined : b.powerKw;
  if (o.station) {
    const s = o.station;
    let chargers = chargersForPower(s, power, o.connector);
    let note = '';
    if (chargers.length === 0) {
      chargers = o.connector ? matchingChargers(s, { connector: o.connector }) : s.chargers;
      if (chargers.length === 0) chargers = s.chargers;
      note = `\n\n${escapeMarkdown(s.name)} has no charger that delivers ${power} kW${o.connector ? ` on ${escapeMarkdown(o.connector)}` : ''} (its most powerful is ${maxPower(s)} kW), so here it is at each charger's own price.`;
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
      `Charging ${asked} at ${stationLink(s)} on its ${escapeMarkdown(first.type)} ${first.power} kW charger (${formatInr(first.pricePerKwh)}/kWh):`,
      '',
      ...costLines(est),
    ];
    if (options.length > 1) {
      lines.push('', 'On its other chargers:');
      for (const c of options.slice(1)) {
        const e = estimateFor(c, power !== undefined && c.power < power ? { ...b, powerKw: c.power } : b);
        lines.push(
          `- ${escapeMarkdown(c.type)} ${c.power} kW at ${formatInr(c.pricePerKwh)}/kWh: ${formatInr(e.estimated)} → **${formatInr(e.total)}** total`,
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
  const where = o.place ? escapeMarkdown(placeLabel(o.place)) : 'India';
  if (options.length === 0) {
    return {
      message: [
        `No station in **${where}** has a charger for ${asked}${o.connector ? ` on ${escapeMarkdown(o.connector)}` : ''}.`,
        '',
        ...elsewhere(
          all,
          o.place,
          { connector: o.connector, minPower: power },
          power ? `${power} kW chargers` : 'chargers',
        ),
      ]
        .join('\n')
        .trim(),
      shown: [],
    };
  }
  const best = options[0];
  const lines = [
    `Charging ${asked} in **${where}** — ${options.length} station${options.length === 1 ? '' : 's'} can do it. Cheapest: ${stationLink(best.station)} (${escapeMarkdown(best.charger.type)} ${best.charger.power} kW at ${formatInr(best.charger.pricePerKwh)}/kWh):`,
    '',
    ...costLines(best.est),
  ];
  if (options.length > 1) {
    lines.push('', 'Elsewhere:');
    for (const x of options.slice(1, 6)) {
      lines.push(
        `- ${stationLink(x.station)}, ${escapeMarkdown(x.station.address.city)}: ${escapeMarkdown(x.charger.type)} ${x.charger.power} kW at ${formatInr(x.charger.pricePerKwh)}/kWh → ${formatInr(x.est.estimated)}, **${formatInr(x.est.total)}** total`,
      );
    }
  }
  return { message: lines.join('\n'), shown: options.slice(0, 6).map((x) => x.station) };
}
