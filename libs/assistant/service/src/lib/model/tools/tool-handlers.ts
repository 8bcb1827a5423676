// What each tool does with its (already checked) arguments: reads live data and shapes the JSON the
// model receives. runTool validates and records; these only answer.
import type { Station } from '@chargesetu/shared/contracts';
import {
  addDaysYmd,
  bookingWindow,
  canonicalConnector,
  checkBookingDate,
  dateOutsideWindowMessage,
  DEFAULT_BOOKING_HORIZON_DAYS,
  findPlace,
  formatDistance,
  formatHhmm12,
  formatInr,
  istWallClock,
  openStatusText,
  priceBreakdown,
  todayIst,
  type KnownCity,
} from '@chargesetu/shared/domain';
import {
  bookingPath,
  bookingSummary,
  chargersForPower,
  costFor,
  evConnectors,
  findEvModel,
  isOpen,
  matchingChargers,
  nearestOpen,
  stationDetails,
  stationSummary,
  type AssistantData,
  type NearStation,
} from '@chargesetu/assistant/offline';
import {
  type CheckCompatibilityArgs,
  type EstimateCostArgs,
  type FindNearestOpenArgs,
  type GetAvailabilityArgs,
  type SearchStationsArgs,
} from './tool-definitions';

/** A tool refused its input or found nothing: the model reads the message and can recover. */
export class ToolError extends Error {}

export interface Done {
  result: unknown;
  summary: string;
}

async function searchStations(a: SearchStationsArgs, data: AssistantData): Promise<Done> {
  const all = await data.stations();
  const known: KnownCity[] = all.map((s) => ({ city: s.address.city, state: s.address.state }));
  let city: string | undefined;
  let state: string | undefined;
  if (a.city?.trim()) {
    const p = findPlace(a.city, known);
    if (p?.kind === 'city') [city, state] = [p.city, p.state];
    else if (p) state = p.state;
    else city = a.city.trim();
  }
  if (a.state?.trim() && !state) state = findPlace(a.state, known)?.state ?? a.state.trim();
  const connector = a.connector?.trim() ? canonicalConnector(a.connector) : undefined;
  const found = await data.stations({ city, state, connector, minPower: a.minPowerKw });
  const sorted = [...found].sort((x, y) => y.ratings - x.ratings || x.id - y.id);
  const limit = a.limit ?? 10;
  const result: Record<string, unknown> = {
    filter: { city, state, connector, minPowerKw: a.minPowerKw },
    total: found.length,
    stations: sorted.slice(0, limit).map(stationSummary),
  };
  if (found.length === 0) {
    const cities = [
      ...new Set(all.filter((s) => !state || s.address.state === state).map((s) => s.address.city)),
    ];
    result['hint'] =
      `No station matches. Cities with stations${state ? ` in ${state}` : ''}: ${cities.slice(0, 30).join(', ')}`;
  }
  return { result, summary: `${found.length} stations` };
}

/** Said to the model when the question came without the user's location. */
export const NO_LOCATION =
  'The user’s location is unknown: their browser did not share it with this question (permission denied or unavailable). Say so plainly; suggest allowing location access and asking again, or Near Me on the station finder (/home), or naming a city.';

async function findNearestOpen(a: FindNearestOpenArgs, data: AssistantData, now: Date): Promise<Done> {
  if (!data.location) throw new ToolError(NO_LOCATION);
  const connector = a.connector?.trim() ? canonicalConnector(a.connector) : undefined;
  const stations = await data.stations({ connector, minPower: a.minPowerKw });
  const found = nearestOpen(stations, data.location, now, a.limit ?? 3);
  const view = (n: NearStation) => ({
    ...stationSummary(n.station),
    distance: formatDistance(n.distanceKm),
    openNow: isOpen(n),
    openState: openStatusText(n.status, now),
    bookingLink: bookingPath(n.station.id),
  });
  const first = found.open[0];
  return {
    result: {
      timeNowIst: formatHhmm12(istWallClock(now)),
      distances: 'straight line from the user',
      booking: 'one 30-minute slot per booking, booked at bookingLink',
      openNow: found.open.map(view),
      nearerButNotOpen: found.nearerNotOpen.map(view),
    },
    summary: first
      ? `nearest open: ${first.station.name}, ${formatDistance(first.distanceKm)}`
      : 'none open now',
  };
}

async function stationOrFail(data: AssistantData, id: number): Promise<Station> {
  const station = await data.station(id);
  if (!station) throw new ToolError(`Station ${id} was not found`);
  return station;
}

/** The IST date a tool argument names, refused (for the model to read) outside the booking window. */
function dateOf(text: string, now: Date, horizonDays: number): string {
  const t = text.trim().toLowerCase();
  const date = t === 'today' ? todayIst(now) : t === 'tomorrow' ? addDaysYmd(todayIst(now), 1) : t;
  const check = checkBookingDate(date, now, horizonDays);
  if (check === 'invalid') throw new ToolError('date must be YYYY-MM-DD (IST), "today" or "tomorrow"');
  if (check !== 'ok') {
    const { first, last } = bookingWindow(now, horizonDays);
    throw new ToolError(
      `${dateOutsideWindowMessage(horizonDays)} Today is ${first} (IST); the last bookable day is ${last}.`,
    );
  }
  return date;
}

async function getAvailability(a: GetAvailabilityArgs, data: AssistantData, now: Date): Promise<Done> {
  const date = dateOf(a.date, now, data.horizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS);
  const station = await stationOrFail(data, a.stationId);
  const chargerType = a.connector?.trim() ? canonicalConnector(a.connector) : undefined;
  const res = await data.availability(a.stationId, { date, chargerType, power: a.powerKw });
  if (!res) throw new ToolError(`Station ${a.stationId} was not found`);
  const free = res.availableSlots.filter((s) => s.available).map((s) => s.time);
  return {
    result: {
      stationId: station.id,
      name: station.name,
      link: `/station/${station.id}`,
      date,
      slotMinutes: 30,
      totalSlots: res.availableSlots.length,
      freeSlots: free,
    },
    summary: `${free.length} free slots on ${date}`,
  };
}

async function estimate(a: EstimateCostArgs, data: AssistantData): Promise<Done> {
  const by = (power: number) =>
    a.energyKwh !== undefined
      ? { energyKwh: a.energyKwh }
      : { powerKw: a.powerKw ?? power, minutes: a.durationMinutes ?? 30 };
  if (a.stationId !== undefined) {
    const station = await stationOrFail(data, a.stationId);
    const connector = a.connector?.trim() ? canonicalConnector(a.connector) : undefined;
    const chargers = chargersForPower(station, a.energyKwh !== undefined ? undefined : a.powerKw, connector);
    if (chargers.length === 0) {
      throw new ToolError(
        `${station.name} has no ${connector ?? ''} charger${a.powerKw ? ` of ${a.powerKw} kW or more` : ''}; its chargers: ${station.chargers.map((c) => `${c.type} ${c.power} kW`).join(', ')}`,
      );
    }
    const options = [
      ...new Map(chargers.map((c) => [`${c.type}|${c.power}|${c.pricePerKwh}`, c])).values(),
    ].map((c) => ({
      charger: { type: c.type, powerKw: c.power, pricePerKwh: c.pricePerKwh },
      ...costFor(c.pricePerKwh, by(c.power)),
    }));
    options.sort((x, y) => x.total - y.total);
    return {
      result: {
        stationId: station.id,
        name: station.name,
        link: `/station/${station.id}`,
        formula: 'price × power × hours (or × kWh); + ₹10 fee; + 18% GST on both',
        options,
      },
      summary: `total ${formatInr(options[0].total)}`,
    };
  }
  if (a.pricePerKwh === undefined) throw new ToolError('Give a stationId (preferred) or a pricePerKwh');
  if (a.powerKw === undefined && a.energyKwh === undefined)
    throw new ToolError('Give powerKw (with durationMinutes) or energyKwh');
  const c = costFor(a.pricePerKwh.toFixed(2), by(a.powerKw ?? 0));
  return {
    result: { formula: 'price × power × hours (or × kWh); + ₹10 fee; + 18% GST on both', ...c },
    summary: `total ${formatInr(c.total)}`,
  };
}

async function checkCompatibility(a: CheckCompatibilityArgs, data: AssistantData): Promise<Done> {
  const station = await stationOrFail(data, a.stationId);
  const vehicles = (await data.myVehicles()).filter((v) => a.vehicleId === undefined || v.id === a.vehicleId);
  if (vehicles.length === 0)
    throw new ToolError(
      a.vehicleId ? `Vehicle ${a.vehicleId} was not found` : 'The user has no vehicles yet',
    );
  return {
    result: {
      stationId: station.id,
      name: station.name,
      vehicles: vehicles.map((v) => ({
        vehicleId: v.id,
        name: `${v.make} ${v.model}`,
        connectorTypes: v.connectorTypes,
        compatibleChargers: matchingChargers(station, { connectors: v.connectorTypes }).map((c) => ({
          type: c.type,
          powerKw: c.power,
          pricePerKwh: c.pricePerKwh,
        })),
      })),
    },
    summary: `${vehicles.length} vehicles checked`,
  };
}

export async function dispatch(name: string, args: never, data: AssistantData, now: Date): Promise<Done> {
  switch (name) {
    case 'search_stations':
      return searchStations(args, data);
    case 'find_nearest_open_stations':
      return findNearestOpen(args, data, now);
    case 'get_station': {
      const s = await stationOrFail(data, (args as { stationId: number }).stationId);
      return { result: stationDetails(s), summary: s.name };
    }
    case 'get_availability':
      return getAvailability(args, data, now);
    case 'estimate_cost':
      return estimate(args, data);
    case 'list_my_bookings': {
      const bookings = await data.myBookings();
      return {
        result: {
          bookings: bookings.map((b) => ({
            ...bookingSummary(b),
            totalWithFeeAndGst: priceBreakdown(b.estimatedCost).total.toFixed(2),
          })),
        },
        summary: `${bookings.length} bookings`,
      };
    }
    case 'list_my_vehicles': {
      const vehicles = await data.myVehicles();
      return {
        result: {
          vehicles: vehicles.map((v) => ({
            id: v.id,
            name: `${v.make} ${v.model}`,
            registrationNumber: v.registrationNumber,
            connectorTypes: [...new Set(v.connectorTypes.map(canonicalConnector))],
            batteryCapacityKwh: v.batteryCapacity,
          })),
        },
        summary: `${vehicles.length} vehicles`,
      };
    }
    case 'check_compatibility':
      return checkCompatibility(args, data);
    case 'lookup_ev_model': {
      const m = findEvModel((args as { model: string }).model);
      if (!m) return { result: { found: false }, summary: 'unknown model' };
      return {
        result: {
          found: true,
          name: m.name,
          kind: m.kind,
          dcConnector: m.dc,
          acConnector: m.ac,
          connectors: evConnectors(m),
          batteryKwh: m.batteryKwh ?? null,
          note: m.note ?? null,
        },
        summary: m.name,
      };
    }
    default:
      throw new ToolError(`Unknown tool ${name}`);
  }
}
