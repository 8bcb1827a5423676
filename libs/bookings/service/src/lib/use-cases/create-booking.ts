import type {
  CreateBookingBody,
  InternalBooking,
  InternalVehicle,
  Station,
} from '@chargesetu/shared/contracts';
import { pgErrorOf, withTransaction } from '@chargesetu/shared/db';
import {
  estimateCharge,
  InvalidRequest,
  isVehicleCompatible,
  slotEnd,
  toMoneyString,
} from '@chargesetu/shared/domain';
import type { EntityManager } from 'typeorm';
import { readStation, readVehicle } from '../clients/service-reads';
import type { BookingsConfig } from '../config';
import type { BookingsDeps } from '../deps';
import type { StoredBooking } from '../repositories/stored-booking';
import { matchingChargerIndexes, slotProblem } from '../rules/booking-rules';
import {
  allBooked,
  MESSAGES,
  stationNotFound,
  tooManyHolds,
  vehicleBusy,
  vehicleNotFound,
} from '../rules/messages';
import { expireHolds } from './expire-holds';
import { toInternalBooking } from './internal-booking';

export interface CreateBookingInput {
  userId: number;
  body: CreateBookingBody;
  requestId?: string;
  now?: Date;
}

/**
 * POST /api/bookings. Checks the station, charger, vehicle and slot (reading the other services
 * first: never inside a transaction), then holds one free matching charger. The client's price,
 * cost and status are ignored: the price is the assigned charger's, the cost is computed for the
 * booked vehicle (estimateCharge: the car's power limit and battery when its model is known), the
 * booking is pending with a hold deadline.
 */
export async function createBooking(deps: BookingsDeps, input: CreateBookingInput): Promise<InternalBooking> {
  const { ctx, config } = deps;
  const { body, userId, requestId } = input;
  const now = input.now ?? new Date();
  const station = await readStation(ctx.services, body.stationId, requestId);
  if (!station) throw stationNotFound(body.stationId);
  const indexes = matchingChargerIndexes(station.chargers, body.chargerType, body.power);
  if (indexes.length === 0) throw new InvalidRequest(MESSAGES.chargerNotAvailable);
  const chargerType = station.chargers[indexes[0]].type;

  const vehicle = await readDriversVehicle(deps, {
    userId,
    vehicleId: body.vehicleId,
    chargerType,
    requestId,
  });
  const start = new Date(body.startTime);
  const problem = slotProblem({
    start,
    end: new Date(body.endTime),
    operatingHours: station.operatingHours,
    now,
    horizonDays: config.BOOKING_HORIZON_DAYS,
  });
  if (problem) throw new InvalidRequest(problem);

  // A lapsed hold must not block the charger it held, nor the vehicle (at any station), even before
  // the expiry job comes round.
  await expireHolds(deps, {
    now,
    stationId: station.id,
    vehicleId: body.vehicleId,
    correlationId: requestId,
  });
  const booking = await withTransaction(ctx.dataSource, (m) =>
    holdCharger(deps, { userId, vehicle, station, indexes, start, now, config }, m),
  );
  return toInternalBooking(booking);
}

/**
 * In one transaction: the unpaid-holds cap (under a per-user lock, so parallel requests of one user
 * cannot slip past it), then an INSERT per matching charger until one is not refused by the
 * exclusion constraint. Each attempt runs in a savepoint, since a failed statement aborts the rest.
 * The vehicle's own constraint refuses at once: no other charger would do.
 */
async function holdCharger(
  { bookings }: BookingsDeps,
  o: {
    userId: number;
    vehicle: InternalVehicle;
    station: Station;
    indexes: number[];
    start: Date;
    now: Date;
    config: Pick<BookingsConfig, 'MAX_UNPAID_BOOKINGS' | 'BOOKING_HOLD_MINUTES'>;
  },
  m: EntityManager,
): Promise<StoredBooking> {
  await checkHoldsCap(bookings, { userId: o.userId, now: o.now, max: o.config.MAX_UNPAID_BOOKINGS }, m);
  const { id, name, address } = o.station;
  // Creates for one slot of one station take turns (always after the user lock, so no cycle). Racing
  // INSERTs for one charger would each see the other's uncommitted row under the exclusion constraint
  // and wait for each other: a deadlock PostgreSQL breaks with 40P01, which answered 500 to a loser.
  // Taking turns, each INSERT sees committed rows only and is refused (23P01) at once. The two-int lock
  // keys are apart from the hashtext ones; slots are whole minutes on a 30-minute grid.
  await m.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [id, o.start.getTime() / 60_000]);
  for (const chargerIndex of o.indexes) {
    const charger = o.station.chargers[chargerIndex];
    await m.query('SAVEPOINT hold_charger');
    try {
      const booking = await bookings.insert(
        {
          userId: o.userId,
          stationId: id,
          vehicleId: o.vehicle.id,
          chargerType: charger.type,
          power: Number(charger.power),
          chargerIndex,
          startTime: o.start,
          endTime: slotEnd(o.start),
          pricePerKwh: toMoneyString(charger.pricePerKwh),
          // docs/product.md §9: the lower of the charger's and the car's power, capped by its battery.
          estimatedCost: toMoneyString(
            estimateCharge({
              pricePerKwh: charger.pricePerKwh,
              chargerKw: Number(charger.power),
              chargerType: charger.type,
              vehicle: o.vehicle,
            }).cost,
          ),
          holdExpiresAt: new Date(o.now.getTime() + o.config.BOOKING_HOLD_MINUTES * 60_000),
          station: { id, name, address },
        },
        m,
      );
      await m.query('RELEASE SAVEPOINT hold_charger');
      if (booking) return booking;
    } catch (err) {
      const refusal = refusalOf(err);
      if (!refusal) throw err;
      await m.query('ROLLBACK TO SAVEPOINT hold_charger');
      if (refusal === 'vehicle') throw vehicleBusy();
    }
  }
  throw allBooked();
}

/** The driver's vehicle for a charger of that type: 404 when it is not theirs, 400 when it cannot plug in. */
export async function readDriversVehicle(
  deps: BookingsDeps,
  o: { userId: number; vehicleId: number; chargerType: string; requestId?: string },
): Promise<InternalVehicle> {
  const vehicle = await readVehicle(deps.ctx.services, o.vehicleId, o.requestId);
  if (!vehicle || vehicle.userId !== o.userId) throw vehicleNotFound(o.vehicleId);
  if (!isVehicleCompatible(vehicle.connectorTypes, o.chargerType)) {
    throw new InvalidRequest(MESSAGES.incompatible(o.chargerType, vehicle.connectorTypes));
  }
  return vehicle;
}

/**
 * The unpaid-holds cap, under a per-user lock held to the end of the transaction, so parallel requests of one
 * user cannot slip past it. Take it before any other lock of the create (always in that order: no cycle).
 */
export async function checkHoldsCap(
  bookings: BookingsDeps['bookings'],
  o: { userId: number; now: Date; max: number },
  m: EntityManager,
): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`bookings:holds:${o.userId}`]);
  if ((await bookings.countLiveHolds(o.userId, o.now, m)) >= o.max) throw tooManyHolds(o.max);
}

const VEHICLE_CONSTRAINT = 'bookings_vehicle_no_overlap';

/**
 * Why an INSERT was refused: 'vehicle' when the vehicle already has an overlapping booking (23P01 on
 * bookings_vehicle_no_overlap), 'charger' when the charger has (23P01 on the charger constraint) or
 * when a concurrent writer of that charger's row deadlocked with us (40P01: e.g. a payment confirming
 * the booking that holds it; the savepoint frees our row and the other goes on). null: a real error.
 */
export function refusalOf(err: unknown): 'vehicle' | 'charger' | null {
  const pg = pgErrorOf(err);
  if (pg?.code === '40P01') return 'charger';
  if (pg?.code !== '23P01') return null;
  return pg.constraint === VEHICLE_CONSTRAINT ? 'vehicle' : 'charger';
}
