import type {
  AvailabilityResponse,
  Booking,
  CreateBookingBody,
  Station,
  UserStats,
  Vehicle,
} from '@chargesetu/shared/contracts';
import { baseUrl } from './browser';
import { apiGet } from './session';

/** POST to the platform's API as a user, failing with the server's answer. */
export async function apiPost<T>(path: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Adds a vehicle to the account through POST /api/vehicles. */
export function addVehicle(token: string, connectorTypes: string[], model = 'Nexon EV'): Promise<Vehicle> {
  return apiPost<Vehicle>(
    '/api/vehicles',
    {
      make: 'Tata',
      model,
      registrationNumber: `MH 12 EV ${Math.floor(Math.random() * 9000) + 1000}`,
      connectorTypes,
    },
    token,
  );
}

/** Tomorrow's IST calendar date (YYYY-MM-DD), whatever the machine's zone. */
export function istTomorrow(): string {
  const ist = new Date(Date.now() + 330 * 60_000 + 86_400_000);
  return ist.toISOString().slice(0, 10);
}

/** The UTC instant of an IST date and wall-clock time. */
export function istInstant(date: string, hhmm: string): Date {
  return new Date(`${date}T${hhmm}:00.000+05:30`);
}

export async function availableSlots(stationId: number, date: string, chargerType: string, power: number) {
  const query = new URLSearchParams({ date, chargerType, power: String(power) });
  const response = await fetch(`${baseUrl()}/api/stations/${stationId}/availability?${query}`);
  if (!response.ok) throw new Error(`availability: ${response.status}`);
  return ((await response.json()) as AvailabilityResponse).availableSlots;
}

export interface SingleCharger {
  station: Station;
  type: string;
  power: number;
  price: number;
  /** The first free slot tomorrow (IST) on that charger, 'HH:MM'. */
  slot: string;
  date: string;
}

/**
 * A station with a connector type and power that only one of its chargers offers, and its first free
 * slot tomorrow: booking that slot takes the only charger, so a second booking of it must wait for a
 * cancellation. `maxTotal` keeps the booking's total (est + 10) x 1.18 within a wallet balance.
 */
export async function findSingleCharger(maxTotal = Number.POSITIVE_INFINITY): Promise<SingleCharger> {
  const stations = (await (await fetch(`${baseUrl()}/api/stations`)).json()) as Station[];
  const date = istTomorrow();
  for (const station of stations) {
    for (const charger of station.chargers) {
      const same = station.chargers.filter((c) => c.type === charger.type && c.power === charger.power);
      const price = Number(charger.pricePerKwh);
      const total = (price * charger.power * 0.5 + 10) * 1.18;
      if (same.length !== 1 || total > maxTotal) continue;
      const free = (await availableSlots(station.id, date, charger.type, charger.power)).find(
        (s) => s.available,
      );
      if (free) return { station, type: charger.type, power: charger.power, price, slot: free.time, date };
    }
  }
  throw new Error('No station has a single charger of a type and power with a free slot tomorrow');
}

/** The booking body for a slot, as the booking form sends it. */
export function bookingBody(c: SingleCharger, vehicleId: number, slot = c.slot): CreateBookingBody {
  const start = istInstant(c.date, slot);
  return {
    stationId: c.station.id,
    vehicleId,
    chargerType: c.type,
    power: c.power,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
  };
}

export const getStats = (token: string) => apiGet<UserStats>('/api/user/stats', token);
export const getBooking = (token: string, id: number) => apiGet<Booking>(`/api/bookings/${id}`, token);

/** Waits until `check` holds for what `read` answers (effects of events land a moment later). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline)
      throw new Error(`Still not as expected after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

/** Rupees as the app shows them (en-IN, 2 decimals): 1500 -> "₹1,500.00". */
export const inr = (n: number): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

/** The spec's total (est + 10) x 1.18 for a charger, rounded like the server (whole paise). */
export function totalFor(price: number, power: number): number {
  const estPaise = Math.round(price * power * 0.5 * 100);
  const base = estPaise + 1000;
  return (base + Math.floor((base * 18 + 50) / 100)) / 100;
}
