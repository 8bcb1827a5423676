import { request as httpRequest } from 'node:http';
import { registerDriver, type InjectFn, type TestDriver } from '@chargesetu/shared/testing';

export interface ApiResponse<T = unknown> {
  status: number;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** A raw body sent as is (with `contentType`), for malformed requests. */
  raw?: string | Uint8Array;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One HTTP request; never throws for an HTTP status (network errors do throw). */
export async function request<T = unknown>(
  base: string,
  method: string,
  path: string,
  o: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let body: string | Uint8Array | undefined;
  if (o.raw !== undefined) {
    body = o.raw;
    if (o.contentType) headers['content-type'] = o.contentType;
  } else if (o.body !== undefined) {
    body = JSON.stringify(o.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json: json as T, headers: res.headers };
}

/**
 * A request whose path goes out byte for byte (fetch would resolve `..` and `%2e%2e` first), for path
 * traversal attempts.
 */
export function rawRequest(
  base: string,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, method, path: rawPath, headers, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A request that must answer one of `expected` (default any 2xx); otherwise it throws with the body. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  o: CallOptions & { expect?: number[] } = {},
): Promise<T> {
  const res = await request<T>(base, method, path, o);
  const ok = o.expect ? o.expect.includes(res.status) : res.status >= 200 && res.status < 300;
  if (!ok) throw new Error(`${method} ${path} -> ${res.status}: ${res.text.slice(0, 500)}`);
  return res.json;
}

export interface Charger {
  type: string;
  power: number;
  pricePerKwh: string;
}
export interface Station {
  id: number;
  operatingHours: unknown;
  chargers: Charger[];
}
export interface Slot {
  stationId: number;
  chargerType: string;
  power: number;
  startTime: string;
  endTime: string;
}
export interface Booking {
  id: number;
  userId: number;
  status: string;
  stationId: number;
  amountPaid?: string | null;
  paymentId?: number | null;
}
export interface Payment {
  id: number;
  bookingId: number;
  amount: string;
  status: string;
  transactionId?: string;
}

/**
 * Drivers registered through the gateway (the real auth routes), each with one vehicle that takes every
 * connector type of the round-the-clock stations, so any slot of `slots` suits them.
 */
export async function drivers(
  gateway: string,
  n: number,
  name = 'Reliability Driver',
): Promise<TestDriver[]> {
  const inject: InjectFn = async (req) => {
    const res = await request(gateway, req.method, req.url, { body: req.payload, headers: req.headers });
    return { statusCode: res.status, body: res.text, json: () => res.json };
  };
  const stations = await roundTheClock(gateway);
  const connectorTypes = [...new Set(stations.flatMap((s) => s.chargers.map((c) => c.type)))];
  const out: TestDriver[] = [];
  for (let i = 0; i < n; i += 1) {
    out.push(
      await registerDriver(inject, {
        name,
        connectorTypes,
        make: 'Tata',
        model: 'Tiago EV',
        platePrefix: `KA 0${i % 10} RL`,
      }),
    );
  }
  return out;
}

export async function roundTheClock(gateway: string): Promise<Station[]> {
  const all = await call<Station[]>(gateway, 'GET', '/api/stations');
  const stations = all.filter((s) => s.operatingHours === '24/7');
  if (stations.length === 0) throw new Error('no round-the-clock station in the seeded catalogue');
  return stations;
}

/** The station's cheapest half-hour (estimated cost, rupees) on any of its chargers. */
export function cheapestHalfHour(s: Station): number {
  return Math.min(...s.chargers.map((c) => (Number(c.pricePerKwh) * c.power) / 2));
}

/** Stations where a half-hour costs at most `rupees` before fee and GST: wallet payments stay small. */
export function cheap(stations: Station[], rupees = 60): Station[] {
  const out = stations.filter((s) => cheapestHalfHour(s) <= rupees);
  if (out.length === 0) throw new Error(`no round-the-clock station with a half-hour under ₹${rupees}`);
  return out;
}

/** Money string ("123.45") to paise, exactly. */
export function paise(money: string | number): number {
  const [r, p = ''] = String(money).split('.');
  return Number(r) * 100 + Number(p.padEnd(2, '0').slice(0, 2));
}

/** Paise to a money string. */
export const rupees = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;

const IST = 330 * 60_000;
const DAY = 86_400_000;
const HALF_HOUR = 1_800_000;

/**
 * `n` bookable slots that never compete for a charger nor for a vehicle: each its own half-hour of the
 * IST grid (06:00-23:30, 36 a day) from `firstDay` days ahead, so one driver may book any of them
 * together (a vehicle is never in two overlapping bookings), at round-the-clock stations taken in turn,
 * each on the station's cheapest charger (so wallet payments stay small). 400 slots span 12 days, inside
 * the 30-day booking horizon.
 */
export function slots(stations: Station[], n: number, firstDay = 1): Slot[] {
  const firstMidnight = Math.floor((Date.now() + IST) / DAY) * DAY + firstDay * DAY - IST;
  const cheapest = (s: Station) =>
    [...s.chargers].sort((a, b) => Number(a.pricePerKwh) * a.power - Number(b.pricePerKwh) * b.power)[0];
  const out: Slot[] = [];
  for (let k = 0; k < n; k += 1) {
    const start = firstMidnight + Math.floor(k / 36) * DAY + 6 * 3_600_000 + (k % 36) * HALF_HOUR;
    const s = stations[k % stations.length];
    const c = cheapest(s);
    out.push({
      stationId: s.id,
      chargerType: c.type,
      power: c.power,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + HALF_HOUR).toISOString(),
    });
  }
  return out;
}

/** Books a slot for a driver (201 expected). */
export function book(base: string, driver: TestDriver, slot: Slot): Promise<Booking> {
  return call<Booking>(base, 'POST', '/api/bookings', {
    token: driver.token,
    body: { ...slot, vehicleId: driver.vehicleId },
    expect: [201],
  });
}

/** Pays a booking (201 expected), by UPI or from the wallet. */
/** The body of POST /api/payments for a UPI payment of the booking. */
export const upiPayment = (bookingId: number) => ({
  bookingId,
  paymentMethod: 'upi',
  upiId: 'driver@okaxis',
});

export async function pay(
  base: string,
  driver: TestDriver,
  bookingId: number,
  method: 'upi' | 'wallet' = 'upi',
): Promise<Payment> {
  const body = method === 'upi' ? upiPayment(bookingId) : { bookingId, paymentMethod: 'wallet' };
  const res = await call<{ payment: Payment }>(base, 'POST', '/api/payments', {
    token: driver.token,
    body,
    expect: [201],
  });
  return res.payment;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` over `items` with at most `limit` at once; results in input order. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (t: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
