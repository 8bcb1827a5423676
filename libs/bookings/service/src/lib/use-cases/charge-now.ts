import type {
  ChargeNowBody,
  ChargeNowConnector,
  InternalBooking,
  InternalVehicle,
  Station,
  StationChargerLive,
} from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import {
  Conflict,
  connectorCode,
  formatCityState,
  istInstant,
  NotFound,
  openStatus,
  openStatusText,
  parseConnectorCode,
  toMoneyString,
} from '@chargesetu/shared/domain';
import type { EntityManager } from 'typeorm';
import { readStation } from '../clients/service-reads';
import type { BookingsDeps } from '../deps';
import { connectorLabel } from '../rules/affected';
import { vehicleBusy } from '../rules/messages';
import { walkUpPlan, walkUpWindow, windowTooShort, type WalkUpWindow } from '../rules/walk-up';
import { checkHoldsCap, readDriversVehicle, refusalOf } from './create-booking';
import { expireHolds } from './expire-holds';
import { toInternalBooking } from './internal-booking';
import { stationChargersLive } from './station-chargers-live';

/** Live statuses a walk-up may start on: free, or the driver's car already plugged in (Preparing). */
const STARTABLE = new Set(['Available', 'Preparing']);

const noConnector = (code: string) => new NotFound(`No connector has the code ${code}`);

/** A station and one of its chargers, both read. */
export interface WalkUpConnector {
  station: Station;
  chargerIndex: number;
  charger: Station['chargers'][number];
}

/** The station and its charger `chargerIndex`, both read; null when either does not exist. */
export async function readConnector(
  deps: BookingsDeps,
  o: { stationId: number; chargerIndex: number; requestId?: string },
): Promise<WalkUpConnector | null> {
  const station = await readStation(deps.ctx.services, o.stationId, o.requestId);
  const charger = station?.chargers[o.chargerIndex];
  return station && charger ? { station, chargerIndex: o.chargerIndex, charger } : null;
}

/** The station and charger a code names, both read; 404 when either does not exist. */
async function findConnector(deps: BookingsDeps, code: string, requestId?: string) {
  const named = parseConnectorCode(code);
  const found = named && (await readConnector(deps, { ...named, requestId }));
  if (!found) throw noConnector(code);
  return found;
}

/** When the station closes next, as an instant; null when it never does or its hours cannot be read. */
function closesAt(station: Station, now: Date): Date | null {
  const open = openStatus(station.operatingHours, now);
  return open.kind === 'open' ? istInstant(open.closesAt.date, open.closesAt.time) : null;
}

/** Why a walk-up cannot start on this charger now, before the bookings are looked at; null when it may. */
function refusalNow(station: Station, live: StationChargerLive, label: string, now: Date): string | null {
  const open = openStatus(station.operatingHours, now);
  if (open.kind === 'closed')
    return `The station is ${openStatusText(open, now).replace('Closed now', 'closed now')}.`;
  if (live.status === 'Offline') return `${label} is offline right now. Try another connector.`;
  if (live.status !== null && !STARTABLE.has(live.status)) {
    return `${label} is ${live.status} right now. Try another connector.`;
  }
  return null;
}

/** The window a walk-up started now would have, or why there is none. */
async function windowNow(
  deps: BookingsDeps,
  o: { station: Station; chargerIndex: number; label: string; now: Date },
  m?: EntityManager,
): Promise<{ window: WalkUpWindow; reason: null } | { window: null; reason: string }> {
  const lead = deps.config.RESERVATION_LEAD_MINUTES;
  const hold = await deps.bookings.firstHoldOn(o.station.id, o.chargerIndex, o.now, m);
  if (hold?.inUse) return { window: null, reason: `${o.label} is booked right now. Try another connector.` };
  const nextBookingStart = hold?.startTime ?? null;
  const window = walkUpWindow({
    now: o.now,
    nextBookingStart,
    closesAt: closesAt(o.station, o.now),
    leadMinutes: lead,
    maxMinutes: deps.config.WALK_UP_MAX_MINUTES,
  });
  const short = windowTooShort(o.now, window, { label: o.label, nextBookingStart, leadMinutes: lead });
  return short ? { window: null, reason: short } : { window, reason: null };
}

/**
 * GET /api/charge-now/:code: the connector a QR code names, its live status and price, and whether a walk-up can
 * start on it now (docs/product.md §4, "Charge now"). 404 for a code that names no connector.
 */
export async function chargeNowConnector(
  deps: BookingsDeps,
  input: { code: string; requestId?: string; now?: Date },
): Promise<ChargeNowConnector> {
  const now = input.now ?? new Date();
  const { station, chargerIndex, charger } = await findConnector(deps, input.code, input.requestId);
  const live = (
    await stationChargersLive(deps, { stationId: station.id, station, requestId: input.requestId, now })
  )[chargerIndex];
  const label = connectorLabel(station.chargers, chargerIndex);
  const refused = refusalNow(station, live, label, now);
  const window = refused ? null : await windowNow(deps, { station, chargerIndex, label, now });
  const reason = refused ?? window?.reason ?? null;
  return {
    code: connectorCode(station.id, chargerIndex),
    stationId: station.id,
    stationName: station.name,
    place: formatCityState(station.address),
    chargerIndex,
    label,
    type: charger.type,
    power: Number(charger.power),
    pricePerKwh: toMoneyString(charger.pricePerKwh),
    status: live.status,
    statusSince: live.since,
    availableUntil: window?.window ? window.window.until.toISOString() : null,
    canCharge: reason === null,
    reason,
  };
}

/**
 * POST /api/charge-now: a walk-up on the connector a code names for one of the driver's vehicles (404 when it is
 * not theirs, 400 when it cannot plug in there), as {@link startWalkUpOn} makes it.
 */
export async function startWalkUp(
  deps: BookingsDeps,
  input: { userId: number; body: ChargeNowBody; requestId?: string; now?: Date },
): Promise<InternalBooking> {
  const { body, userId, requestId } = input;
  const connector = await findConnector(deps, body.code, requestId);
  const vehicle = await readDriversVehicle(deps, {
    userId,
    vehicleId: body.vehicleId,
    chargerType: connector.charger.type,
    requestId,
  });
  return startWalkUpOn(deps, {
    userId,
    connector,
    vehicle,
    amount: body.amount ?? null,
    requestId,
    now: input.now,
  });
}

/**
 * A walk-up from now on the connector for the driver's vehicle (which fits it), pending until paid like any
 * booking: `amount` rupees of energy, or "until full" (null), by {@link walkUpPlan}. Reads the other services
 * first (never inside a transaction), refuses (Conflict) a connector that is out of service, in use, closed or
 * reserved for a booking within the lead time, a vehicle with an overlapping booking and a driver with too many
 * unpaid holds, then inserts the walk-up under the connector's lock; the exclusion constraint is the last word
 * against a booking made meanwhile.
 */
export async function startWalkUpOn(
  deps: BookingsDeps,
  input: {
    userId: number;
    connector: WalkUpConnector;
    vehicle: InternalVehicle;
    amount: number | null;
    requestId?: string;
    now?: Date;
  },
): Promise<InternalBooking> {
  const { userId, vehicle, requestId } = input;
  const { station, chargerIndex, charger } = input.connector;
  const now = input.now ?? new Date();
  const label = connectorLabel(station.chargers, chargerIndex);
  const live = (await stationChargersLive(deps, { stationId: station.id, station, requestId, now }))[
    chargerIndex
  ];
  const refused = refusalNow(station, live, label, now);
  if (refused) throw new Conflict(refused);

  await expireHolds(deps, {
    now,
    stationId: station.id,
    vehicleId: vehicle.id,
    correlationId: requestId,
  });
  const booking = await withTransaction(deps.ctx.dataSource, async (m) => {
    await checkHoldsCap(deps.bookings, { userId, now, max: deps.config.MAX_UNPAID_BOOKINGS }, m);
    // Walk-ups on one connector take turns, so the next booking each one reads is the one that counts.
    await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
      `bookings:walk-up:${station.id}:${chargerIndex}`,
    ]);
    const found = await windowNow(deps, { station, chargerIndex, label, now }, m);
    if (!found.window) throw new Conflict(found.reason);
    const plan = walkUpPlan({
      now,
      window: found.window,
      pricePerKwh: charger.pricePerKwh,
      chargerKw: Number(charger.power),
      chargerType: charger.type,
      vehicle,
      amount: input.amount,
    });
    await m.query('SAVEPOINT walk_up');
    try {
      const inserted = await deps.bookings.insert(
        {
          kind: 'walk_up',
          userId,
          stationId: station.id,
          vehicleId: vehicle.id,
          chargerType: charger.type,
          power: Number(charger.power),
          chargerIndex,
          startTime: now,
          endTime: plan.end,
          pricePerKwh: toMoneyString(charger.pricePerKwh),
          estimatedCost: toMoneyString(plan.estimatedCost),
          holdExpiresAt: new Date(now.getTime() + deps.config.BOOKING_HOLD_MINUTES * 60_000),
          station: { id: station.id, name: station.name, address: station.address },
        },
        m,
      );
      await m.query('RELEASE SAVEPOINT walk_up');
      return inserted;
    } catch (err) {
      const refusal = refusalOf(err);
      if (!refusal) throw err;
      await m.query('ROLLBACK TO SAVEPOINT walk_up');
      if (refusal === 'vehicle') throw vehicleBusy();
      throw new Conflict(`${label} was just taken. Try another connector.`);
    }
  });
  if (!booking) throw new Conflict(`${label} was just taken. Try another connector.`);
  return toInternalBooking(booking);
}
