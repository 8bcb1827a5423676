// Offline answers about the driver's own bookings. Pure: they take the bookings service's list.
import type { Booking } from '@chargesetu/shared/contracts';
import {
  bookingReference,
  formatDateIn,
  formatInr,
  formatTimeRange,
  priceBreakdown,
  type Language,
} from '@chargesetu/shared/domain';
import { escapeMarkdown } from '../view/escape-markdown';
import { stationLink } from '../view/station-view';
import { LIST_LIMIT } from './compose-stations';

/** Bookings sorted into what a driver cares about, relative to now. */
export function sortBookings(bookings: readonly Booking[], now: Date) {
  const t = now.getTime();
  const start = (b: Booking) => new Date(b.startTime).getTime();
  const end = (b: Booking) => new Date(b.endTime).getTime();
  const holdLive = (b: Booking) => !b.holdExpiresAt || new Date(b.holdExpiresAt).getTime() > t;
  const byStart = (a: Booking, b: Booking) => start(a) - start(b);
  return {
    active: bookings
      .filter((b) => b.status === 'active' || (b.status === 'confirmed' && start(b) <= t && end(b) > t))
      .sort(byStart),
    upcoming: bookings.filter((b) => b.status === 'confirmed' && start(b) > t).sort(byStart),
    unpaid: bookings.filter((b) => b.status === 'pending' && holdLive(b) && end(b) > t).sort(byStart),
    past: bookings
      .filter(
        (b) =>
          b.status === 'completed' || b.status === 'cancelled' || (b.status === 'confirmed' && end(b) <= t),
      )
      .sort((a, b) => start(b) - start(a)),
  };
}

/** "**CS-000042** — [Station](/station/3), 23 Nov 2026, 10:30 AM – 11:00 AM — CCS2 60 kW — est. ₹705.00 (₹843.70 with fee and GST)". */
export function bookingLine(b: Booking, lang: Language = 'en'): string {
  const hi = lang === 'hi';
  const station = b.station ? stationLink(b.station) : hi ? `स्टेशन ${b.stationId}` : `station ${b.stationId}`;
  const total = priceBreakdown(b.estimatedCost).total;
  const cost = hi
    ? `अनुमान ${formatInr(b.estimatedCost, lang)} (फ़ीस और GST के साथ ${formatInr(total, lang)})`
    : `est. ${formatInr(b.estimatedCost)} (${formatInr(total)} with fee and GST)`;
  return `- **${bookingReference(b.id)}** — ${station}, ${formatDateIn(b.startTime, lang)}, ${formatTimeRange(b.startTime, b.endTime)} — ${escapeMarkdown(b.chargerType)} ${b.power} kW — ${cost}`;
}

const STATUS_HI: Record<Booking['status'], string> = {
  pending: 'भुगतान बाकी',
  confirmed: 'कन्फ़र्म',
  active: 'चालू',
  completed: 'पूरी हुई',
  cancelled: 'रद्द',
};

/** {@link composeMyBookings} in Hindi. */
function composeMyBookingsHi(bookings: readonly Booking[], now: Date, onlyUpcoming: boolean): string {
  if (bookings.length === 0) {
    return 'आपकी अभी कोई बुकिंग नहीं है। [Book](/home) पर स्टेशन खोजें, कनेक्टर और पावर चुनें, और स्लॉट बुक करें — अपना शहर बताइए तो मैं स्टेशन ढूँढने में मदद करूँगा।';
  }
  const g = sortBookings(bookings, now);
  const line = (b: Booking) => bookingLine(b, 'hi');
  const lines: string[] = [];
  if (g.active.length)
    lines.push(
      '**अभी चार्जिंग / आपका स्लॉट चल रहा है:**',
      ...g.active.map((b) => `${line(b)} — [चार्जिंग शुरू करें या देखें](/charging/${b.id})`),
      '',
    );
  if (g.upcoming.length)
    lines.push(`**आने वाली बुकिंग (${g.upcoming.length}):**`, ...g.upcoming.slice(0, LIST_LIMIT).map(line), '');
  else lines.push('कोई आने वाली कन्फ़र्म बुकिंग नहीं है।', '');
  if (g.unpaid.length) {
    lines.push(
      `**भुगतान बाकी (${g.unpaid.length})** — चार्जर थोड़ी ही देर के लिए रुका है:`,
      ...g.unpaid.map((b) => `${line(b)} — [भुगतान करें](/payment/${b.id})`),
      '',
    );
  }
  if (!onlyUpcoming && g.past.length) {
    lines.push(
      '**हाल की पिछली बुकिंग:**',
      ...g.past.slice(0, 3).map((b) => `${line(b)} — ${STATUS_HI[b.status] ?? b.status}`),
      '',
    );
  }
  lines.push('सारी बुकिंग [My Bookings](/bookings) में हैं।');
  return lines.join('\n');
}

/** The driver's bookings: upcoming, awaiting payment, in progress, and the latest past ones. */
export function composeMyBookings(
  bookings: readonly Booking[],
  now: Date,
  onlyUpcoming = false,
  lang: Language = 'en',
): string {
  if (lang === 'hi') return composeMyBookingsHi(bookings, now, onlyUpcoming);
  if (bookings.length === 0) {
    return 'You have no bookings yet. Find a station on [Book](/home), pick a connector and power, and choose a slot — I can help you find one if you tell me your city.';
  }
  const g = sortBookings(bookings, now);
  const lines: string[] = [];
  if (g.active.length)
    lines.push(
      '**Charging now / in your slot:**',
      ...g.active.map((b) => `${bookingLine(b)} — [Start or monitor charging](/charging/${b.id})`),
      '',
    );
  if (g.upcoming.length)
    lines.push(
      `**Upcoming (${g.upcoming.length}):**`,
      ...g.upcoming.slice(0, LIST_LIMIT).map((b) => bookingLine(b)),
      '',
    );
  else lines.push('No upcoming confirmed bookings.', '');
  if (g.unpaid.length) {
    lines.push(
      `**Waiting for payment (${g.unpaid.length})** — the charger is only held for a short time:`,
      ...g.unpaid.map((b) => `${bookingLine(b)} — [Pay Now](/payment/${b.id})`),
      '',
    );
  }
  if (!onlyUpcoming && g.past.length) {
    lines.push(
      '**Recent past bookings:**',
      ...g.past.slice(0, 3).map((b) => `${bookingLine(b)} — ${b.status}`),
      '',
    );
  }
  lines.push('All of them are under [My Bookings](/bookings).');
  return lines.join('\n');
}

/** The driver's bookings an action applies to, under the how-to steps. */
export function bookingsForAction(
  bookings: readonly Booking[],
  now: Date,
  action: 'cancel' | 'pay' | 'charge',
  lang: Language = 'en',
): string[] {
  const hi = lang === 'hi';
  const line = (b: Booking) => bookingLine(b, lang);
  const g = sortBookings(bookings, now);
  if (action === 'pay') {
    return g.unpaid.length
      ? [
          '',
          hi ? 'आपकी बुकिंग जिनका भुगतान बाकी है:' : 'Your bookings waiting for payment:',
          ...g.unpaid.map((b) => `${line(b)} — [${hi ? 'भुगतान करें' : 'Pay Now'}](/payment/${b.id})`),
        ]
      : [];
  }
  if (action === 'charge') {
    const ready = [...g.active, ...g.upcoming.slice(0, 3)];
    return ready.length
      ? [
          '',
          hi ? 'आपकी भुगतान की हुई बुकिंग:' : 'Your paid bookings:',
          ...ready.map((b) => `${line(b)} — [${hi ? 'चार्जिंग स्क्रीन' : 'charging screen'}](/charging/${b.id})`),
        ]
      : [];
  }
  const cancellable = [...g.unpaid, ...g.upcoming].filter(
    (b) => new Date(b.startTime).getTime() > now.getTime(),
  );
  return cancellable.length
    ? [
        '',
        hi ? 'बुकिंग जो आप अभी भी रद्द कर सकते हैं:' : 'Bookings you can still cancel:',
        ...cancellable.map(line),
      ]
    : [];
}
