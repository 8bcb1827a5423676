// The offline assistant's reads of live data (each recorded as a tool run) and the answers that need
// more than the station list: slot availability and the energy behind a battery-range cost.
import type { AssistantToolRun, Station } from '@chargesetu/shared/contracts';
import {
  bookingWindow,
  checkBookingDate,
  DEFAULT_BATTERY_CAPACITY_KWH,
  DEFAULT_BATTERY_LEVEL,
  DEFAULT_BOOKING_HORIZON_DAYS,
  formatDateIn,
  round2,
  todayIst,
  type Language,
} from '@chargesetu/shared/domain';
import type { AssistantData } from '../assistant-data';
import { evModelOf } from '../knowledge/ev-models';
import type { CostBasis } from '../compose/compose-prices';
import { composeAvailability, composeCandidates, composePlaceAvailability } from '../compose/compose-station';
import { filterStations } from '../compose/compose-stations';
import type { Understanding } from '../understand/understand';

/** Reads through AssistantData, recording each read as a tool run (the stored context lists them). */
export function tracked(data: AssistantData, tools: AssistantToolRun[]) {
  const track = async <T>(
    name: string,
    args: Record<string, unknown>,
    read: () => Promise<T>,
    summary: (r: T) => string,
  ) => {
    try {
      const result = await read();
      tools.push({ name, arguments: args, ok: true, summary: summary(result) });
      return result;
    } catch (err) {
      tools.push({ name, arguments: args, ok: false, summary: (err as Error).message });
      throw err;
    }
  };
  const count = (what: string) => (list: unknown[]) => `${list.length} ${what}`;
  return {
    stations: () => track('search_stations', {}, () => data.stations(), count('stations')),
    bookings: () => track('list_my_bookings', {}, () => data.myBookings(), count('bookings')),
    vehicles: () => track('list_my_vehicles', {}, () => data.myVehicles(), count('vehicles')),
    availability: (stationId: number, date: string, chargerType?: string, power?: number) =>
      track(
        'get_availability',
        { stationId, date, ...(chargerType ? { chargerType } : {}), ...(power ? { power } : {}) },
        () => data.availability(stationId, { date, chargerType, power }),
        (r) => (r ? `${r.availableSlots.filter((s) => s.available).length} free slots` : 'no such station'),
      ),
  };
}

export type Reads = ReturnType<typeof tracked>;

/** Said for a date asked about outside the bookable window (today to BOOKING_HORIZON_DAYS ahead). */
export const dateOutsideWindow = (o: { asked: string; first: string; last: string; days: number }) =>
  `I can check slots only from today (${o.first}) up to ${o.days} day${o.days === 1 ? '' : 's'} ahead (${o.last}), so not ${o.asked}. Please pick a date in that range.`;

/** {@link dateOutsideWindow} in Hindi (the dates in Hindi). */
export const dateOutsideWindowHi = (o: { first: string; last: string; days: number }) =>
  `मैं सिर्फ़ आज (${o.first}) से ${o.days} दिन आगे (${o.last}) तक के स्लॉट देख सकता हूँ। कृपया इसी बीच की कोई तारीख चुनें।`;

export interface Draft {
  message: string;
  shown?: Station[];
}

export async function availabilityAnswer(
  u: Understanding,
  reads: Reads,
  now: Date,
  horizonDays = DEFAULT_BOOKING_HORIZON_DAYS,
  lang: Language = 'en',
): Promise<Draft> {
  const date = u.date ?? { date: todayIst(now), label: 'today' };
  if (checkBookingDate(date.date, now, horizonDays) !== 'ok') {
    // Nothing can be booked then: say which days can, rather than asking the bookings service.
    const { first, last } = bookingWindow(now, horizonDays);
    const window = { first: formatDateIn(first, lang), last: formatDateIn(last, lang), days: horizonDays };
    const message =
      lang === 'hi' ? dateOutsideWindowHi(window) : dateOutsideWindow({ asked: date.label, ...window });
    return { message, shown: u.station ? [u.station] : [] };
  }
  const chargerType = u.connectors[0];
  const power = chargerType ? u.powerKw : undefined;
  if (u.station) {
    const res = await reads.availability(u.station.id, date.date, chargerType, power);
    const charger = chargerType ? `${chargerType}${power ? ` ${power} kW` : ''}` : undefined;
    return {
      message: composeAvailability(
        u.station,
        {
          date: date.date,
          dateLabel: date.label,
          slots: res?.availableSlots ?? [],
          time: u.time,
          charger,
        },
        lang,
      ),
      shown: [u.station],
    };
  }
  if (u.candidates.length) return { message: composeCandidates(u.candidates, lang), shown: u.candidates };
  if (u.place) {
    const stations = filterStations(await reads.stations(), { place: u.place }).slice(0, 6);
    const rows = [];
    for (const station of stations) {
      const res = await reads.availability(station.id, date.date);
      const slots = res?.availableSlots ?? [];
      rows.push({ station, free: slots.filter((s) => s.available).length, total: slots.length });
    }
    return {
      message: composePlaceAvailability(u.place, { date: date.date, dateLabel: date.label, rows }, lang),
      shown: stations,
    };
  }
  return {
    message:
      lang === 'hi'
        ? 'आप किस स्टेशन की बात कर रहे हैं? उसका नाम बताइए (जैसे "Zeon Charging – UB City में कल खाली स्लॉट") या शहर बताइए, मैं वहाँ के खाली स्लॉट की तुलना कर दूँगा।'
        : 'Which station do you mean? Name it (for example "free slots at Zeon Charging – UB City tomorrow") or give a city and I’ll compare free slots there.',
  };
}

export async function costBasis(u: Understanding, reads: Reads, lang: Language = 'en'): Promise<CostBasis> {
  if (u.energyKwh !== undefined) return { energyKwh: u.energyKwh };
  if (u.percent.to !== undefined && u.powerKw === undefined && u.minutes === undefined) {
    const vehicles = u.mine || !u.evModel ? await reads.vehicles() : [];
    const vehicle = vehicles.find((v) => !u.evModel || evModelOf(v)?.name === u.evModel.name) ?? vehicles[0];
    const capacity =
      (vehicle?.batteryCapacity ? Number(vehicle.batteryCapacity) : undefined) ??
      u.evModel?.batteryKwh ??
      DEFAULT_BATTERY_CAPACITY_KWH;
    const from = u.percent.from ?? DEFAULT_BATTERY_LEVEL;
    const to = u.percent.to;
    return {
      energyKwh: round2((capacity * (to - from)) / 100),
      energyNote:
        lang === 'hi'
          ? `${capacity} kWh बैटरी, ${from}% से ${to}% तक`
          : `${capacity} kWh battery from ${from}% to ${to}%`,
    };
  }
  return { powerKw: u.powerKw, minutes: u.minutes };
}
