// Offline answers about vehicles: the driver's own, which connector a model uses, which stations fit,
// and how long a charge takes. Pure.
import type { Station, Vehicle } from '@chargesetu/shared/contracts';
import {
  BOOKING_DURATION_MINUTES,
  canonicalConnector,
  DEFAULT_BATTERY_CAPACITY_KWH,
  DEFAULT_BATTERY_LEVEL,
  placeLabel,
  round2,
  type Language,
  type PlaceRef,
} from '@chargesetu/shared/domain';
import { escapeMarkdown } from '../view/escape-markdown';
import { matchingChargers, stationLink } from '../view/station-view';
import { evConnectors, evModelOf, type EvModel } from '../knowledge/ev-models';
import { evNoteHi } from '../knowledge/hindi';
import { filterStations, LIST_LIMIT, stationLine } from './compose-stations';

// Makes, models, plates and connector names are what the driver typed: escaped wherever they are shown.
const vehicleName = (v: Vehicle) => escapeMarkdown(`${v.make} ${v.model}`.trim());
const plate = (v: Vehicle) => escapeMarkdown(v.registrationNumber);
const vehicleConnectors = (v: Vehicle) => [...new Set(v.connectorTypes.map(canonicalConnector))];
const connectorsText = (connectors: readonly string[]) => escapeMarkdown(connectors.join(', '));

/** "Bengaluru (10), Mumbai (8), Chennai (8)". */
function topCities(stations: readonly Station[], n = 5): string {
  const counts = new Map<string, number>();
  for (const s of stations) counts.set(s.address.city, (counts.get(s.address.city) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([city, k]) => `${escapeMarkdown(city)} (${k})`)
    .join(', ');
}

/** How many catalogue stations have a charger for each connector. */
function stationsWith(stations: readonly Station[], connectors: readonly string[]): Station[] {
  return stations.filter((s) => matchingChargers(s, { connectors }).length > 0);
}

/** The driver's vehicles, their connectors and how many stations fit each. */
export function composeMyVehicles(
  vehicles: readonly Vehicle[],
  stations: readonly Station[],
  lang: Language = 'en',
): string {
  if (lang === 'hi') {
    if (vehicles.length === 0) {
      return 'आपने अभी कोई गाड़ी नहीं जोड़ी है। [My Vehicles](/vehicles) में गाड़ी उसके कनेक्टर टाइप के साथ जोड़ें, ताकि बुकिंग में देखा जा सके कि चार्जर उसके लायक है या नहीं।';
    }
    return [
      'आपकी गाड़ियाँ:',
      '',
      ...vehicles.map((v) => {
        const fits = stationsWith(stations, v.connectorTypes).length;
        return `- **${vehicleName(v)}** (${plate(v)}) — ${connectorsText(vehicleConnectors(v)) || 'कोई कनेक्टर नहीं'}${v.batteryCapacity ? ` — ${escapeMarkdown(v.batteryCapacity)} kWh` : ''} — **${stations.length} में से ${fits}** स्टेशनों के लायक`;
      }),
      '',
      'इन्हें [My Vehicles](/vehicles) में मैनेज करें।',
    ].join('\n');
  }
  if (vehicles.length === 0) {
    return "You don't have any vehicles added yet. Add one under [My Vehicles](/vehicles) with its connector types, so bookings can check compatibility.";
  }
  return [
    `Your vehicle${vehicles.length === 1 ? '' : 's'}:`,
    '',
    ...vehicles.map((v) => {
      const fits = stationsWith(stations, v.connectorTypes).length;
      return `- **${vehicleName(v)}** (${plate(v)}) — ${connectorsText(vehicleConnectors(v)) || 'no connector'}${v.batteryCapacity ? ` — ${escapeMarkdown(v.batteryCapacity)} kWh` : ''} — fits **${fits} of ${stations.length}** stations`;
    }),
    '',
    'Manage them under [My Vehicles](/vehicles).',
  ].join('\n');
}

/** Which connector a model (or the driver's own vehicle) uses, and how many stations have it. */
/** {@link composeVehicleConnector} in Hindi. */
function composeVehicleConnectorHi(o: {
  model?: EvModel;
  vehicles: readonly Vehicle[];
  stations: readonly Station[];
}): string {
  const lines: string[] = [];
  if (o.model) {
    const m = o.model;
    const note = evNoteHi(m);
    if (m.kind === 'two-wheeler') return `**${m.name}**: ${note}`;
    const dc = m.dc ? `DC फ़ास्ट चार्जिंग के लिए **${m.dc}**` : 'DC फ़ास्ट चार्जिंग नहीं';
    const ac = m.ac ? `AC चार्जिंग के लिए **${m.ac}**` : 'कोई पब्लिक AC कनेक्टर नहीं';
    lines.push(`**${m.name}** में ${dc} और ${ac} लगता है।${note ? ` ${note}` : ''}`);
    lines.push('', `ChargeSetu पर (${o.stations.length} स्टेशन):`);
    for (const c of evConnectors(m)) {
      const fits = stationsWith(o.stations, [c]);
      const fast = fits.filter((s) => matchingChargers(s, { connector: c, minPower: 100 }).length > 0);
      lines.push(
        `- **${fits.length} स्टेशनों** पर ${c} है${fast.length ? `, इनमें से ${fast.length} पर फ़ास्ट चार्जिंग (100 kW या ज़्यादा)` : ''}`,
      );
    }
    lines.push('', 'अपना शहर बताइए, मैं आपके पास वाले स्टेशन बता दूँगा।');
    for (const v of o.vehicles.filter((x) => evModelOf(x)?.name === m.name))
      lines.push(
        `आपकी ${vehicleName(v)} (${plate(v)}) ${connectorsText(vehicleConnectors(v))} के साथ रजिस्टर है।`,
      );
    return lines.join('\n');
  }
  if (o.vehicles.length === 0) {
    return 'आपने अभी कोई गाड़ी नहीं जोड़ी है। [My Vehicles](/vehicles) में गाड़ी जोड़ें, या मॉडल बताइए (जैसे "Tata Nexon EV में कौन-सा कनेक्टर लगता है?")।';
  }
  return [
    'आपकी गाड़ियों के कनेक्टर:',
    '',
    ...o.vehicles.map((v) => {
      const m = evModelOf(v);
      return `- **${vehicleName(v)}** (${plate(v)}): ${connectorsText(vehicleConnectors(v))}${m?.dc && !vehicleConnectors(v).includes(m.dc) ? ` (${m.name} ${m.dc} पर फ़ास्ट चार्ज होती है)` : ''}`;
    }),
  ].join('\n');
}

export function composeVehicleConnector(
  o: {
    model?: EvModel;
    vehicles: readonly Vehicle[];
    stations: readonly Station[];
  },
  lang: Language = 'en',
): string {
  if (lang === 'hi') return composeVehicleConnectorHi(o);
  const lines: string[] = [];
  if (o.model) {
    const m = o.model;
    if (m.kind === 'two-wheeler') return `**${m.name}**: ${m.note}`;
    const dc = m.dc ? `**${m.dc}** for DC fast charging` : 'no DC fast charging';
    const ac = m.ac ? `**${m.ac}** for AC charging` : 'no AC public connector';
    lines.push(`The **${m.name}** uses ${dc} and ${ac}.${m.note ? ` ${m.note}` : ''}`);
    lines.push('', `On ChargeSetu (${o.stations.length} stations):`);
    for (const c of evConnectors(m)) {
      const fits = stationsWith(o.stations, [c]);
      const fast = fits.filter((s) => matchingChargers(s, { connector: c, minPower: 100 }).length > 0);
      lines.push(
        `- **${fits.length} stations** have ${c}${fast.length ? `, ${fast.length} of them with fast charging (100 kW or more)` : ''}`,
      );
    }
    lines.push('', 'Tell me your city to list the ones near you.');
    const own = o.vehicles.filter((v) => evModelOf(v)?.name === m.name);
    for (const v of own)
      lines.push(
        `Your ${vehicleName(v)} (${plate(v)}) is registered with ${connectorsText(vehicleConnectors(v))}.`,
      );
    return lines.join('\n');
  }
  if (o.vehicles.length === 0) {
    return 'You don\'t have any vehicles added yet. Add one under [My Vehicles](/vehicles), or tell me the model (for example "which connector does the Tata Nexon EV use?").';
  }
  return [
    'Your vehicles use:',
    '',
    ...o.vehicles.map((v) => {
      const m = evModelOf(v);
      return `- **${vehicleName(v)}** (${plate(v)}): ${connectorsText(vehicleConnectors(v))}${m?.dc && !vehicleConnectors(v).includes(m.dc) ? ` (a ${m.name} fast-charges on ${m.dc})` : ''}`;
    }),
  ].join('\n');
}

/** Stations that fit a model or the driver's vehicles, in a place or anywhere. */
export function composeVehicleStations(
  o: {
    model?: EvModel;
    vehicles: readonly Vehicle[];
    stations: readonly Station[];
    place?: PlaceRef;
    station?: Station;
  },
  lang: Language = 'en',
): { message: string; shown: Station[] } {
  const hi = lang === 'hi';
  const targets: Array<{ label: string; connectors: string[] }> = o.model
    ? o.model.kind === 'two-wheeler'
      ? []
      : [{ label: o.model.name, connectors: evConnectors(o.model) }]
    : o.vehicles.map((v) => ({
        label: `${vehicleName(v)} (${plate(v)})`,
        connectors: vehicleConnectors(v),
      }));
  if (o.model?.kind === 'two-wheeler')
    return { message: `**${o.model.name}**: ${hi ? evNoteHi(o.model) : o.model.note}`, shown: [] };
  if (targets.length === 0) {
    return {
      message: hi
        ? 'आपने अभी कोई गाड़ी नहीं जोड़ी है। [My Vehicles](/vehicles) में गाड़ी उसके कनेक्टर टाइप के साथ जोड़ें, या मॉडल बताइए (जैसे "पुणे में Tata Nexon EV के लिए स्टेशन")।'
        : 'You don\'t have any vehicles added yet. Add one under [My Vehicles](/vehicles) with its connector types, or tell me the model (for example "stations for a Tata Nexon EV in Pune").',
      shown: [],
    };
  }
  if (o.station) {
    const s = o.station;
    const lines = targets.map((t) => {
      const fit = matchingChargers(s, { connectors: t.connectors });
      const has = connectorsText([...new Set(s.chargers.map((c) => c.type))]);
      if (hi)
        return fit.length
          ? `- **${t.label}**: हाँ — ${escapeMarkdown([...new Set(fit.map((c) => `${c.type} ${c.power} kW`))].join(', '))}`
          : `- **${t.label}**: नहीं — ${escapeMarkdown(s.name)} में ${has} है, आपकी गाड़ी ${connectorsText(t.connectors)} लेती है`;
      return fit.length
        ? `- **${t.label}**: yes — ${escapeMarkdown([...new Set(fit.map((c) => `${c.type} ${c.power} kW`))].join(', '))}`
        : `- **${t.label}**: no — ${escapeMarkdown(s.name)} has ${has}, your vehicle takes ${connectorsText(t.connectors)}`;
    });
    const title = hi ? `${stationLink(s)} पर आपकी गाड़ी चलेगी या नहीं:` : `Compatibility at ${stationLink(s)}:`;
    return { message: [title, '', ...lines].join('\n'), shown: [s] };
  }
  const where = o.place ? escapeMarkdown(placeLabel(o.place)) : hi ? 'भारत' : 'India';
  const lines: string[] = [];
  const shown: Station[] = [];
  for (const t of targets) {
    const fit = filterStations(o.stations, { place: o.place, connectors: t.connectors }).sort(
      (a, b) => b.ratings - a.ratings || a.id - b.id,
    );
    lines.push(
      hi
        ? `**${t.label}** — ${connectorsText(t.connectors)} लेती है: ${where} में **${fit.length} स्टेशन** इसके लायक हैं।`
        : `**${t.label}** — takes ${connectorsText(t.connectors)}: **${fit.length} station${fit.length === 1 ? '' : 's'}** in ${where} fit.`,
    );
    if (!o.place && fit.length > 0)
      lines.push(
        hi
          ? `इनमें से ज़्यादातर ${topCities(fit)} में हैं। सबसे अच्छी रेटिंग वाले:`
          : `Most of them in ${topCities(fit)}. The best rated:`,
      );
    const top = fit.slice(0, o.place ? LIST_LIMIT : 3);
    lines.push(
      ...top.map((s) => stationLine(s, matchingChargers(s, { connectors: t.connectors }), lang)),
      '',
    );
    shown.push(...top);
    if (fit.length === 0 && o.place) {
      const inIndia = filterStations(o.stations, { connectors: t.connectors }).length;
      lines.push(
        hi ? `(पूरे भारत में ${inIndia} स्टेशन इसके लायक हैं।)` : `(${inIndia} stations across India fit it.)`,
        '',
      );
    }
  }
  lines.push(
    hi
      ? o.place
        ? 'बुकिंग स्क्रीन पर सिर्फ़ लायक गाड़ियाँ ही चुनी जा सकती हैं।'
        : 'अपना शहर बताइए, मैं आपके पास वाले स्टेशन दिखा दूँगा।'
      : o.place
        ? 'Only compatible vehicles can be picked on the booking screen.'
        : 'Tell me your city to see the ones near you.',
  );
  return { message: lines.join('\n').trim(), shown };
}

/**
 * What one booking gives at a power: a booking is one 30-minute slot (docs/product.md §9), so a charge
 * that takes longer is never offered as several slots; the driver reads what one slot adds instead.
 */
function oneSlot(powerKw: number, minutes: number, capacityKwh: number, lang: Language = 'en'): string {
  const slot = BOOKING_DURATION_MINUTES;
  if (minutes <= slot)
    return lang === 'hi' ? `${slot} मिनट के एक स्लॉट में हो जाएगा` : `fits in one ${slot}-minute slot`;
  const kwh = round2((powerKw * slot) / 60);
  const percent = Math.round((kwh / capacityKwh) * 100);
  return lang === 'hi'
    ? `${slot} मिनट का एक स्लॉट लगभग **${kwh} kWh** देता है (बैटरी का लगभग ${percent}%)`
    : `a ${slot}-minute slot adds about **${kwh} kWh** (about ${percent}% of the battery)`;
}

/** How long a charge takes: energy = battery × (to − from) ÷ 100, time = energy ÷ power. */
export function composeChargingTime(
  o: {
    model?: EvModel;
    vehicle?: Vehicle;
    from?: number;
    to?: number;
    powerKw?: number;
  },
  lang: Language = 'en',
): string {
  const capacity =
    (o.vehicle?.batteryCapacity ? Number(o.vehicle.batteryCapacity) : undefined) ??
    o.model?.batteryKwh ??
    DEFAULT_BATTERY_CAPACITY_KWH;
  const from = o.from ?? DEFAULT_BATTERY_LEVEL;
  const to = o.to ?? 80;
  const energy = round2((capacity * (to - from)) / 100);
  if (lang === 'hi') {
    const who = o.vehicle ? `आपकी ${vehicleName(o.vehicle)}` : o.model ? o.model.name : 'एक आम कार';
    const powers = o.powerKw !== undefined ? [o.powerKw] : [7, 22, 60, 120];
    return [
      `${who} (${capacity} kWh बैटरी) को ${from}% से ${to}% तक चार्ज करने के लिए लगभग **${energy} kWh** चाहिए।`,
      '',
      ...powers.map((p) => {
        const minutes = Math.ceil((energy / p) * 60);
        const text = minutes >= 90 ? `${round2(minutes / 60)} घंटे` : `${minutes} मिनट`;
        return `- ${p} kW (${p > 40 ? 'DC' : 'AC'}) पर: लगभग **${text}** — ${oneSlot(p, minutes, capacity, 'hi')}`;
      }),
      '',
      `एक बुकिंग ${BOOKING_DURATION_MINUTES} मिनट का एक स्लॉट है, इसलिए ऐसा चार्जर चुनें जो उतने समय में आपकी ज़रूरत पूरी कर सके।`,
      'ये सबसे अच्छी स्थिति के अंदाज़े हैं: कार चार्जर से कम पावर ले सकती है, और DC चार्जिंग लगभग 80% के बाद धीमी हो जाती है।',
    ].join('\n');
  }
  const who = o.vehicle ? `your ${vehicleName(o.vehicle)}` : o.model ? `a ${o.model.name}` : 'a typical car';
  const head = `For ${who} (${capacity} kWh battery) from ${from}% to ${to}% you need about **${energy} kWh**.`;
  const powers = o.powerKw !== undefined ? [o.powerKw] : [7, 22, 60, 120];
  const lines = powers.map((p) => {
    const minutes = Math.ceil((energy / p) * 60);
    const text = minutes >= 90 ? `${round2(minutes / 60)} hours` : `${minutes} minutes`;
    return `- At ${p} kW (${p > 40 ? 'DC' : 'AC'}): about **${text}** — ${oneSlot(p, minutes, capacity)}`;
  });
  return [
    head,
    '',
    ...lines,
    '',
    `A booking is one ${BOOKING_DURATION_MINUTES}-minute slot, so pick a charger powerful enough for what you need in that time.`,
    'These are best cases: the car may accept less power than the charger offers, and DC charging slows down above about 80%.',
  ].join('\n');
}
