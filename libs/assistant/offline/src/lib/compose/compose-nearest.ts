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
} from '@chargesetu/shared/domain';
import { escapeMarkdown } from '../view/escape-markdown';
import type { NearestOpen, NearStation } from '../view/nearest-open';
import { bookingPath, chargersText, matchingChargers, stationLink } from '../view/station-view';
import { filterText, type StationFilter } from './compose-stations';

/** Said when the question needs the driver's location and the browser did not share it. */
export function composeNoLocation(): string {
  return [
    'I can’t tell which charger is nearest: your browser didn’t share your location with this question (permission was denied, or the location is unavailable).',
    '',
    '- Allow location access for this site when your browser asks (or in its site settings), then ask again.',
    '- Or open the station finder, [Book](/home), and press **Near Me** to list every station nearest first.',
    '- Or name a city, for example "stations in Pune".',
  ].join('\n');
}

/** "[Name](/station/3) — 2.3 km away". */
const nearLine = (n: NearStation) => `- ${stationLink(n.station)} — ${formatDistance(n.distanceKm)}`;

/** "with CCS2, 100 kW or more in Pune" (empty when there is no filter). */
function scope(f: StationFilter): string {
  const what = filterText(f);
  return `${what ? ` with ${what}` : ''}${f.place ? ` in ${escapeMarkdown(placeLabel(f.place))}` : ''}`;
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
}): string {
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
  if (others.length) lines.push('', 'Also open near you:', ...others.map(nearLine));
  if (nearerNotOpen.length) {
    lines.push('', 'Nearer, but not open now:', ...nearerNotOpen.map((n) => `${nearLine(n)} (${state(n)})`));
  }
  return lines.join('\n');
}
