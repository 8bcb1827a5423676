import { EVENTS, type ChargingSessionStartedV1, type ChargingStatus } from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import {
  DEFAULT_BATTERY_CAPACITY_KWH,
  DEFAULT_BATTERY_LEVEL,
  minutesBetween,
  sessionDueAt,
  type ChargingSessionParams,
} from '@chargesetu/shared/domain';
import { createEnvelope, enqueueEvent } from '@chargesetu/shared/messaging';
import type { ChargingDeps } from '../deps';
import { bookingNotFound, MESSAGES, refused } from '../messages';
import type { SessionRow } from '../repositories/session-row';
import { startRefusal, usableCapacityKwh } from '../rules/start-rules';
import { statusOf } from './session-status';

export interface ControlInput {
  bookingId: number;
  userId: number;
  requestId?: string;
}

/** Why an existing session cannot be started again. */
export function alreadyStarted(row: SessionRow, now: Date): string {
  const running = row.status === 'active' && now.getTime() < new Date(row.due_at).getTime();
  return running ? MESSAGES.alreadyCharging : MESSAGES.ended(row.end_reason);
}

/**
 * Action start: the owner's confirmed booking starts charging now, with charging.session.started in the
 * same transaction. Everything the session will ever show is fixed here (charger power and price from the
 * booking, battery capacity from the vehicle, start level, booked window, time scale), so its state can be
 * recomputed at any instant, by any instance, after any restart.
 */
export async function startCharging(deps: ChargingDeps, input: ControlInput): Promise<ChargingStatus> {
  const now = deps.now();
  const existing = await deps.sessions.findByBooking(input.bookingId);
  if (existing) {
    if (existing.user_id !== input.userId) throw bookingNotFound(input.bookingId);
    throw refused(alreadyStarted(existing, now));
  }
  // Other services are read first, outside any transaction (never wait on them holding a connection).
  const booking = await deps.reads.booking(input.bookingId, input.requestId);
  if (!booking || booking.userId !== input.userId) throw bookingNotFound(input.bookingId);
  const window = { startTime: new Date(booking.startTime), endTime: new Date(booking.endTime) };
  const config = deps.config();
  const refusal = startRefusal({ status: booking.status, ...window }, now, config.CHARGING_EARLY_START_MINUTES);
  if (refusal) throw refused(refusal);
  const capacityKwh =
    usableCapacityKwh(await deps.reads.batteryCapacity(booking.vehicleId, input.requestId)) ??
    DEFAULT_BATTERY_CAPACITY_KWH;

  const params = {
    startedAt: now,
    chargerKw: booking.power,
    pricePerKwh: booking.pricePerKwh,
    capacityKwh,
    startPercent: DEFAULT_BATTERY_LEVEL,
    bookedMinutes: Math.round(minutesBetween(window.startTime, window.endTime)),
    bookedEnd: window.endTime,
    timeScale: config.CHARGING_TIME_SCALE,
  } satisfies ChargingSessionParams;
  const row = await withTransaction(deps.ctx.dataSource, async (m) => {
    const inserted = await deps.sessions.insertActive(
      {
        ...params,
        bookingId: booking.id,
        userId: booking.userId,
        stationId: booking.stationId,
        startTime: now,
        batteryPercentage: DEFAULT_BATTERY_LEVEL,
        bookedEndTime: window.endTime,
        dueAt: sessionDueAt(params),
      },
      m,
    );
    if (!inserted) return null; // a concurrent start won
    const event: ChargingSessionStartedV1 = {
      sessionId: inserted.id,
      bookingId: inserted.booking_id,
      userId: inserted.user_id,
      startTime: new Date(inserted.start_time).toISOString(),
    };
    await enqueueEvent(m, createEnvelope(EVENTS.chargingSessionStarted, 1, event, input.requestId));
    return inserted;
  });
  if (!row) throw refused(MESSAGES.alreadyCharging);
  deps.ctx.relay.notify();
  deps.ctx.logger.info({ bookingId: row.booking_id, sessionId: row.id }, 'charging started');
  return statusOf(row, now);
}
