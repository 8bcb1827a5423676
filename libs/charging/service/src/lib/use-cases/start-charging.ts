import { type BookingStatus, type ChargingStatus, type InternalBooking } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import {
  DEFAULT_BATTERY_CAPACITY_KWH,
  DEFAULT_BATTERY_LEVEL,
  minutesBetween,
  sessionDueAt,
  type ChargingSessionParams,
} from '@chargesetu/shared/domain';
import { randomUUID } from 'node:crypto';
import type { ChargingDeps } from '../deps';
import type { StoredSession } from '../repositories/stored-session';
import { bookingNotFound, MESSAGES, refused } from '../rules/messages';
import { isDue, statusOf } from '../rules/session-status';
import { alreadyStarted, startRefusal, usableCapacityKwh } from '../rules/start-rules';
import { giveBackClaim, isChargerTaken } from './booking-claim';
import { finishSession } from './finish-session';
import { publishSessionStarted } from './follow-charger';
import { startOnCharger } from './start-on-charger';

export interface ControlInput {
  bookingId: number;
  userId: number;
  requestId?: string;
}

/**
 * Action start. On a station charger served by a charge point connected over OCPP, the charger is asked to
 * start (startOnCharger): the session is `starting` until the charger reports its transaction, and its meter
 * decides the figures. On any other charger the session runs on the estimate:
 *
 * the owner's confirmed booking starts charging now, with charging.session.started in the
 * same transaction. Everything the session will ever show is fixed here (charger power and price from the
 * booking, battery capacity from the vehicle, start level, booked window, time scale), so its state can be
 * recomputed at any instant, by any instance, after any restart.
 *
 * Two races are closed here (security review #15). The booking's physical charger must be free: a
 * session still running on it (the previous slot's, when this one starts early) is refused, and the partial
 * unique index on (station_id, charger_index) for active sessions decides between concurrent starts.
 * And a cancel must never win after the session exists: bookings is asked to claim the booking
 * (confirmed -> active, one conditional UPDATE) before the session is created, so of a start and a cancel
 * exactly one succeeds. No transaction is open during any call to another service.
 */
export async function startCharging(deps: ChargingDeps, input: ControlInput): Promise<ChargingStatus> {
  const now = deps.now();
  const existing = await deps.sessions.findByBooking(input.bookingId);
  if (existing) {
    if (existing.userId !== input.userId) throw bookingNotFound(input.bookingId);
    // A start its charger refused or never carried out may be tried again.
    if (existing.status !== 'failed') throw refused(alreadyStarted(existing, now));
  }
  // Other services are read first, outside any transaction (never wait on them holding a connection).
  const booking = await deps.bookings.booking(input.bookingId, input.requestId);
  if (!booking || booking.userId !== input.userId) throw bookingNotFound(input.bookingId);
  assertStartable(deps, booking, now);
  await refuseWhileChargerBusy(deps, booking, now);
  // A charger connected over OCPP is asked to start, and its meter decides; any other runs on the estimate.
  const link = await deps.ocpp.connectorOf(booking.stationId, booking.chargerIndex, input.requestId);
  if (link && !link.online) throw refused(MESSAGES.chargerOffline);
  const idTag = link ? await deps.ocpp.idTagOf(booking.userId, input.requestId) : null;
  const { params, claimId } = await claimWithParams(deps, booking, now, input.requestId);
  if (link && idTag) {
    return startOnCharger(deps, { booking, params, link, idTag, claimId, now, requestId: input.requestId });
  }

  let session: StoredSession | null;
  try {
    session = await createSession(deps, booking, params, now, input.requestId);
  } catch (err) {
    await giveBackClaim(deps, booking.id, claimId, input.requestId);
    if (isChargerTaken(err)) throw refused(MESSAGES.chargerInUse);
    throw err;
  }
  // A session of this booking exists already (a start that took over a stale claim won): the booking
  // rightly stays active, so the claim is kept.
  if (!session) throw refused(MESSAGES.alreadyCharging);
  deps.ctx.relay.notify();
  deps.ctx.logger.info({ bookingId: session.bookingId, sessionId: session.id }, 'charging started');
  return statusOf(session, now);
}

/**
 * Refused unless the booking may start now: confirmed, from CHARGING_EARLY_START_MINUTES before its slot until
 * its end. Active with no session here counts as confirmed: claimed by a start that is creating its session
 * right now, or one that died before it could; the claim tells them apart (bookings lets a stale claim be taken
 * over).
 */
export function assertStartable(deps: ChargingDeps, booking: InternalBooking, now: Date): void {
  const refusal = startRefusalFor(
    deps,
    booking,
    booking.status === 'active' ? 'confirmed' : booking.status,
    now,
  );
  if (refusal) throw refused(refusal);
}

const startRefusalFor = (deps: ChargingDeps, booking: InternalBooking, status: BookingStatus, now: Date) =>
  startRefusal(
    { status, startTime: new Date(booking.startTime), endTime: new Date(booking.endTime) },
    now,
    deps.config.CHARGING_EARLY_START_MINUTES,
  );

/**
 * Everything the session will show, then the booking claimed for it (confirmed -> active), so a cancel can no
 * longer win. A claim whose answer was lost is given back; a booking cancelled or claimed by another start
 * meanwhile is refused with why.
 */
export async function claimWithParams(
  deps: ChargingDeps,
  booking: InternalBooking,
  now: Date,
  requestId?: string,
): Promise<{ params: ReturnType<typeof sessionParams>; claimId: string }> {
  const capacityKwh =
    usableCapacityKwh(await deps.vehicles.batteryCapacity(booking.vehicleId, requestId)) ??
    DEFAULT_BATTERY_CAPACITY_KWH;
  const params = sessionParams(booking, capacityKwh, now, deps.config.CHARGING_TIME_SCALE);
  const claimId = randomUUID();
  const claim = await deps.bookings.claim(booking.id, claimId, requestId).catch(async (err: unknown) => {
    // The claim may have landed even though its answer did not (a timeout): give it back, it is ours.
    await giveBackClaim(deps, booking.id, claimId, requestId);
    throw err;
  });
  if (!claim) throw bookingNotFound(booking.id);
  // Not claimed: cancelled (or completed) meanwhile, or another start holds it.
  if (!claim.claimed) {
    throw refused(startRefusalFor(deps, booking, claim.booking.status, now) ?? MESSAGES.alreadyCharging);
  }
  return { params, claimId };
}

/** Refused while another session runs on the booking's charger (one that is due is completed at insert). */
export async function refuseWhileChargerBusy(deps: ChargingDeps, booking: InternalBooking, now: Date) {
  const busy = await deps.sessions.findActiveOnCharger(booking.stationId, booking.chargerIndex);
  if (busy && !isDue(busy, now)) throw refused(MESSAGES.chargerInUse);
}

/** Everything the session will ever show, fixed at its start (see startCharging). */
export function sessionParams(booking: InternalBooking, capacityKwh: number, now: Date, timeScale: number) {
  const window = { startTime: new Date(booking.startTime), endTime: new Date(booking.endTime) };
  return {
    startedAt: now,
    chargerKw: booking.power,
    pricePerKwh: booking.pricePerKwh,
    capacityKwh,
    startPercent: DEFAULT_BATTERY_LEVEL,
    bookedMinutes: Math.round(minutesBetween(window.startTime, window.endTime)),
    bookedEnd: window.endTime,
    timeScale,
  } satisfies ChargingSessionParams;
}

/** The session and charging.session.started in one transaction; null when the booking has one already. */
async function createSession(
  deps: ChargingDeps,
  booking: InternalBooking,
  params: ReturnType<typeof sessionParams>,
  now: Date,
  requestId?: string,
): Promise<StoredSession | null> {
  return withTransaction(deps.ctx.dataSource, async (m) => {
    // A session on this charger that has reached its end but was not completed yet (nobody read it, the
    // job has not run) would hold the charger in the unique index: complete it now, once.
    const previous = await deps.sessions.lockActiveOnCharger(booking.stationId, booking.chargerIndex, m);
    if (previous && isDue(previous, now)) {
      await finishSession(
        deps.sessions,
        previous,
        { at: now, reason: 'stopped', correlationId: requestId },
        m,
      );
    }
    const inserted = await deps.sessions.insertActive(
      {
        ...params,
        bookingId: booking.id,
        userId: booking.userId,
        stationId: booking.stationId,
        chargerIndex: booking.chargerIndex,
        startTime: now,
        batteryPercentage: DEFAULT_BATTERY_LEVEL,
        bookedEndTime: params.bookedEnd,
        dueAt: sessionDueAt(params),
      },
      m,
    );
    if (!inserted) return null;
    await publishSessionStarted(inserted, m, requestId);
    return inserted;
  });
}
