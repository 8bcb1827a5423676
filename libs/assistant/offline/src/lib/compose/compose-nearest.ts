// Offline answers to "nearest open charger to me": the nearest station open now by its IST hours, how
// far it is, its next free slot today and where to book it; or, without a location, what to do instead.
import type { AvailabilitySlot } from '@chargesetu/shared/contracts';
import {
  BOOKING_DURATION_MINUTES,
  formatDistance,
  formatHhmm12,
  formatOperatingHours,
  istWallClock,
  openStatusText,
  placeLabel,
  type Language,
  type OpenStatus,
} from '@chargesetu/shared/domain';
import { escapeMarkdown } from '../view/escape-markdown';
import type { NearestOpen, NearStation } from '../view/nearest-open';
import { bookingPath, chargersText, matchingChargers, stationLink } from '../view/station-view';
import { filterText, type StationFilter } from './compose-stations';

/** Said when the question needs the driver's location and the browser did not share it. */
export function composeNoLocation(lang: Language = 'en'): string {
  if (lang === 'hi') {
    return [
      'मैं नहीं बता सकता कि सबसे पास कौन-सा चार्जर है: इस सवाल के साथ आपके ब्राउज़र ने आपकी लोकेशन नहीं भेजी (अनुमति नहीं दी गई, या लोकेशन मिल नहीं पाई)।',
      '',
      '- ब्राउज़र पूछे तो इस साइट को लोकेशन की अनुमति दें (या साइट सेटिंग में), फिर से पूछें।',
      '- या स्टेशन खोजने वाला पेज [Book](/home) खोलें और **Near Me** दबाएँ, सारे स्टेशन सबसे पास वाले पहले दिखेंगे।',
      '- या कोई शहर बताइए, जैसे "पुणे में स्टेशन"।',
    ].join('\n');
  }
  return [
    'I can’t tell which charger is nearest: your browser didn’t share your location with this question (permission was denied, or the location is unavailable).',
    '',
    '- Allow location access for this site when your browser asks (or in its site settings), then ask again.',
    '- Or open the station finder, [Book](/home), and press **Near Me** to list every station nearest first.',
    '- Or name a city, for example "stations in Pune".',
  ].join('\n');
}

/** "2.3 km" in Hindi sentences ("सीधी दूरी में 2.3 km"). */
const kmHi = (km: number) => formatDistance(km, 'hi').replace(/ दूर$/, '');

/** "[Name](/station/3) — 2.3 km away" ("… — 2.3 km दूर"). */
const nearLine = (n: NearStation, lang: Language = 'en') =>
  `- ${stationLink(n.station)} — ${formatDistance(n.distanceKm, lang)}`;

/** "with CCS2, 100 kW or more in Pune" (empty when there is no filter). */
function scope(f: StationFilter): string {
  const what = filterText(f);
  return `${what ? ` with ${what}` : ''}${f.place ? ` in ${escapeMarkdown(placeLabel(f.place))}` : ''}`;
}

/** The open state in Hindi, short: "अभी खुला", "अभी बंद", "24 घंटे खुला". */
function statusHi(status: OpenStatus): string {
  switch (status.kind) {
    case 'always':
      return '24 घंटे खुला';
    case 'open':
      return 'अभी खुला';
    case 'closed':
      return 'अभी बंद';
    case 'unknown':
      return 'समय की जानकारी नहीं';
  }
}

/** {@link composeNearestOpen} in Hindi. */
function composeNearestOpenHi(o: {
  found: NearestOpen;
  now: Date;
  filter: StationFilter;
  todaySlots?: readonly AvailabilitySlot[];
}): string {
  const { open, nearerNotOpen } = o.found;
  const time = `${formatHhmm12(istWallClock(o.now))} IST`;
  const what = filterText(o.filter, 'hi');
  const where = `${o.filter.place ? ` ${escapeMarkdown(placeLabel(o.filter.place))} में` : ''}${what ? ` ${what} वाला` : ''}`;
  const chargersOf = (n: NearStation) => {
    const fit =
      o.filter.connector || o.filter.minPower !== undefined ? matchingChargers(n.station, o.filter) : [];
    return chargersText(fit.length ? fit : n.station.chargers, 'hi');
  };
  const bookHi = (n: NearStation) =>
    `[${escapeMarkdown(n.station.name)} पर ${BOOKING_DURATION_MINUTES} मिनट का स्लॉट बुक करें](${bookingPath(n.station.id)})`;
  if (open.length === 0 && nearerNotOpen.length === 0) {
    return `ChargeSetu पर${where} कोई स्टेशन नहीं मिला। [Book](/home) पर दूसरे फ़िल्टर आज़माएँ, या किसी और शहर के बारे में पूछें।`;
  }
  if (open.length === 0) {
    const n = nearerNotOpen[0];
    return [
      `अभी (${time})${where} कोई स्टेशन खुला नहीं है। सबसे पास **${stationLink(n.station)}** है, सीधी दूरी में ${kmHi(n.distanceKm)} — ${statusHi(n.status)} (समय: ${formatOperatingHours(n.station.operatingHours, 'hi')})।`,
      '',
      `खुलने के समय के लिए ${bookHi(n)}।`,
    ].join('\n');
  }
  const [first, ...others] = open;
  const s = first.station;
  const free = o.todaySlots?.find((x) => x.available);
  const lines = [
    `अभी (${time}) खुला${where} सबसे पास का स्टेशन **${stationLink(s)}** है, सीधी दूरी में **${kmHi(first.distanceKm)}**।`,
    '',
    `- पता: ${escapeMarkdown([s.address.street, s.address.city].filter(Boolean).join(', '))}`,
    `- समय: ${formatOperatingHours(s.operatingHours, 'hi')} (${statusHi(first.status)})`,
    `- चार्जर: ${chargersOf(first)}`,
    ...(o.todaySlots === undefined
      ? []
      : free
        ? [`- आज का अगला खाली ${BOOKING_DURATION_MINUTES} मिनट का स्लॉट: **${formatHhmm12(free.time)}**`]
        : [`- आज वहाँ ${BOOKING_DURATION_MINUTES} मिनट का कोई स्लॉट खाली नहीं है: बुकिंग स्क्रीन पर दूसरे दिन देखें।`]),
    '',
    bookHi(first),
  ];
  if (others.length) lines.push('', 'आपके पास ये भी खुले हैं:', ...others.map((n) => nearLine(n, 'hi')));
  if (nearerNotOpen.length) {
    lines.push(
      '',
      'ज़्यादा पास, पर अभी खुले नहीं:',
      ...nearerNotOpen.map((n) => `${nearLine(n, 'hi')} (${statusHi(n.status)})`),
    );
  }
  return lines.join('\n');
}

/** The next free slot today, from today's availability of the station (undefined: not read). */
function nextSlotLine(slots: readonly AvailabilitySlot[] | undefined): string[] {
  if (slots === undefined) return [];
  const free = slots.find((s) => s.available);
  return free
    ? [`- Next free ${BOOKING_DURATION_MINUTES}-minute slot today: **${formatHhmm12(free.time)}**`]
    : [
        `- No ${BOOKING_DURATION_MINUTES}-minute slot is free there for the rest of today: the booking screen shows the other days.`,
      ];
}

const bookLink = (n: NearStation) =>
  `[Book a ${BOOKING_DURATION_MINUTES}-minute slot at ${escapeMarkdown(n.station.name)}](${bookingPath(n.station.id)})`;

/**
 * The nearest station open now (IST), with its distance in a straight line, hours, chargers (those
 * that fit the filter), next free slot today and a booking link; the next open ones; and nearer
 * stations that are closed now, so the driver is not surprised by them on the way.
 */
export function composeNearestOpen(o: {
  found: NearestOpen;
  now: Date;
  filter: StationFilter;
  /** Today's slots of the nearest open station, when they were read. */
  todaySlots?: readonly AvailabilitySlot[];
  lang?: Language;
}): string {
  if (o.lang === 'hi') return composeNearestOpenHi(o);
  const { open, nearerNotOpen } = o.found;
  const time = `${formatHhmm12(istWallClock(o.now))} IST`;
  const where = scope(o.filter);
  const chargersOf = (n: NearStation) => {
    const fit =
      o.filter.connector || o.filter.minPower !== undefined ? matchingChargers(n.station, o.filter) : [];
    return chargersText(fit.length ? fit : n.station.chargers);
  };
  if (open.length === 0 && nearerNotOpen.length === 0) {
    return `I couldn’t find any station${where} on ChargeSetu. Try [Book](/home) with other filters, or ask about another city.`;
  }
  const state = (n: NearStation) => openStatusText(n.status, o.now);
  if (open.length === 0) {
    const n = nearerNotOpen[0];
    return [
      `No station${where} is open right now (${time}). The nearest is **${stationLink(n.station)}**, ${formatDistance(n.distanceKm)} in a straight line — ${state(n)} (hours: ${formatOperatingHours(n.station.operatingHours)}).`,
      '',
      `${bookLink(n)} for when it opens.`,
    ].join('\n');
  }
  const [first, ...others] = open;
  const s = first.station;
  const lines = [
    `The nearest station${where} open now (${time}) is **${stationLink(s)}**, **${formatDistance(first.distanceKm)}** in a straight line.`,
    '',
    `- Address: ${escapeMarkdown([s.address.street, s.address.city].filter(Boolean).join(', '))}`,
    `- Hours: ${formatOperatingHours(s.operatingHours)}${first.status.kind === 'open' ? ` (${state(first)})` : ''}`,
    `- Chargers: ${chargersOf(first)}`,
    ...nextSlotLine(o.todaySlots),
    '',
    bookLink(first),
  ];
  if (others.length) lines.push('', 'Also open near you:', ...others.map((n) => nearLine(n)));
  if (nearerNotOpen.length) {
    lines.push('', 'Nearer, but not open now:', ...nearerNotOpen.map((n) => `${nearLine(n)} (${state(n)})`));
  }
  return lines.join('\n');
}
