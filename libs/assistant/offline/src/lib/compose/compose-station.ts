// Offline answers about one station: its page facts, free slots for a date, or "which one?" when a
// name is shared. Pure.
import type { AvailabilitySlot, Station } from '@chargesetu/shared/contracts';
import {
  BOOKING_DURATION_MINUTES,
  formatDateIn,
  formatHhmm12,
  formatInr,
  formatOperatingHours,
  formatRating,
  formatWeekdayMonthDay,
  groupSlots,
  hoursForWeekday,
  istWeekday,
  parseOperatingHours,
  placeLabel,
  type PlaceRef,
} from '@chargesetu/shared/domain';
import { escapeMarkdown } from '../view/escape-markdown';
import { chargersText, minPrice, stationLink } from '../view/station-view';

/** "On Sunday, 22 Nov 2026 it is open 10:00–23:00" (or closed, or open 24 hours). */
function openOn(s: Station, date: string): string {
  const hours = parseOperatingHours(s.operatingHours);
  const weekday = istWeekday(date);
  const day = `On ${weekday[0].toUpperCase()}${weekday.slice(1)}, ${formatDateIn(date)}`;
  if (hours === null) return `${day}: hours not available`;
  const h = hoursForWeekday(hours, weekday);
  if (h === 'closed') return `${day} it is **closed**`;
  if (h === '24/7') return `${day} it is **open 24 hours**`;
  return `${day} it is **open ${h.open}–${h.close}**`;
}

/** A station's page facts: address, hours, chargers and prices, amenities, rating. */
export function composeStationDetails(s: Station, o: { date?: string } = {}): string {
  const a = s.address;
  const parking = s.amenities.some((x) => x.trim().toLowerCase() === 'parking') ? 'Available' : 'Limited';
  const rating = formatRating(s.ratings);
  const lines = [
    `**${stationLink(s)}** — operated by ${escapeMarkdown(s.operator)}`,
    '',
    `- Address: ${escapeMarkdown([a.street, a.city, a.state, a.pincode].filter(Boolean).join(', '))}`,
    `- Hours: ${formatOperatingHours(s.operatingHours)}`,
    ...(o.date ? [`- ${openOn(s, o.date)}`] : []),
    `- Chargers: ${chargersText(s.chargers)}`,
    `- Amenities: ${s.amenities.length ? escapeMarkdown(s.amenities.join(', ')) : 'none listed'}; parking ${parking}`,
    `- Rating: ${rating === 'New' ? 'New (no ratings yet)' : `★ ${rating} from ${s.reviewCount} reviews`}`,
    '',
    'Open the station page, pick a connector and power, then **Book for ₹…/kWh**.',
  ];
  return lines.join('\n');
}

/** "Which one did you mean?" for an ambiguous name. */
export function composeCandidates(candidates: readonly Station[]): string {
  return [
    'Several stations match that name — which one do you mean?',
    '',
    ...candidates.map(
      (s) => `- ${stationLink(s)}, ${escapeMarkdown(`${s.address.city}, ${s.address.state}`)}`,
    ),
    '',
    'Ask again with the area or city, for example "…in Pune".',
  ].join('\n');
}

/**
 * Free slots of one station for a date, grouped Morning / Afternoon / Evening (docs/product.md §5's groups).
 */
export function composeAvailability(
  s: Station,
  o: { date: string; dateLabel: string; slots: readonly AvailabilitySlot[]; time?: string; charger?: string },
): string {
  const free = o.slots.filter((x) => x.available);
  const day = `${o.dateLabel} (${formatDateIn(o.date)})`;
  const head = `${stationLink(s)}${o.charger ? ` — ${escapeMarkdown(o.charger)}` : ''}, ${day}:`;
  if (o.slots.length === 0) {
    return `${head}\n\nNo time slots available for ${formatWeekdayMonthDay(o.date)} — the station is closed then. Try selecting a different date.\nHours: ${formatOperatingHours(s.operatingHours)}.`;
  }
  const time = o.time;
  if (time) {
    const slot = o.slots.find((x) => x.time === time);
    const verdict = !slot
      ? `${formatHhmm12(time)} is not a slot start there (slots start on the hour and half hour within opening hours).`
      : slot.available
        ? `**${formatHhmm12(time)} is free** — you can book it.`
        : `${formatHhmm12(time)} is **not available**.`;
    const next = free
      .filter((x) => x.time > time)
      .slice(0, 4)
      .map((x) => formatHhmm12(x.time));
    return [head, '', verdict, next.length ? `Next free slots: ${next.join(', ')}.` : ''].join('\n').trim();
  }
  if (free.length === 0)
    return `${head}\n\nAll slots are booked for ${formatDateIn(o.date)}. Try selecting a different date.`;
  const groups = groupSlots(free);
  const lines = [
    head,
    '',
    `**${free.length} of ${o.slots.length}** ${BOOKING_DURATION_MINUTES}-minute slots are free:`,
  ];
  for (const [name, list] of Object.entries(groups)) {
    if (list.length === 0) continue;
    const shown = list.slice(0, 6).map((x) => formatHhmm12(x.time));
    lines.push(`- ${name}: ${shown.join(', ')}${list.length > 6 ? ` and ${list.length - 6} more` : ''}`);
  }
  lines.push(
    '',
    'Book from the station page: pick a connector and power, then a slot under **Date & Time**.',
  );
  return lines.join('\n');
}

/** Free-slot counts of several stations of a place for a date. */
export function composePlaceAvailability(
  place: PlaceRef,
  o: { date: string; dateLabel: string; rows: Array<{ station: Station; free: number; total: number }> },
): string {
  return [
    `Free ${BOOKING_DURATION_MINUTES}-minute slots in **${escapeMarkdown(placeLabel(place))}**, ${o.dateLabel} (${formatDateIn(o.date)}):`,
    '',
    ...o.rows.map(
      (r) =>
        `- ${stationLink(r.station)}: ${r.total === 0 ? 'closed that day' : `**${r.free}** of ${r.total} free`} — from ${formatInr(minPrice(r.station))}/kWh`,
    ),
    '',
    o.rows.length
      ? `Ask about one station (for example "free slots at ${escapeMarkdown(o.rows[0].station.name)} ${o.dateLabel}") to see the times.`
      : '',
  ].join('\n');
}
