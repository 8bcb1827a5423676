import type { ChargingStatus } from '@chargesetu/shared/contracts';
import {
  DEFAULT_BATTERY_LEVEL,
  sessionStateAt,
  toMoneyString,
  type ChargingSessionParams,
} from '@chargesetu/shared/domain';
import type { StoredSession } from '../repositories/stored-session';

/** The stored parameters the session's state at any instant is computed from. */
export function paramsOf(s: StoredSession): ChargingSessionParams {
  return {
    startedAt: s.startTime,
    chargerKw: s.chargerKw,
    pricePerKwh: s.pricePerKwh,
    capacityKwh: s.capacityKwh,
    startPercent: s.startPercent,
    bookedMinutes: s.bookedMinutes,
    bookedEnd: s.bookedEndTime,
    timeScale: s.timeScale,
  };
}

/** A booking with no session yet: nothing is charging, the battery at the default start level. */
export function notStartedStatus(): ChargingStatus {
  return {
    status: 'pending',
    isCharging: false,
    percentComplete: 0,
    energyDelivered: 0,
    timeRemaining: 0,
    currentPower: 0,
    startTime: null,
    batteryPercentage: DEFAULT_BATTERY_LEVEL,
    costSoFar: '0.00',
  };
}

/**
 * The status of a session at `now`, computed from its stored start and parameters (a running session's
 * figures are never stored until it ends). A completed session shows its final figures as stored.
 */
export function statusOf(s: StoredSession, now: Date): ChargingStatus {
  const startTime = s.startTime.toISOString();
  if (s.status === 'completed') {
    const final = sessionStateAt(paramsOf(s), s.endTime ?? now);
    return {
      status: 'completed',
      isCharging: false,
      percentComplete: final.percentComplete,
      energyDelivered: Number(s.energyDelivered),
      timeRemaining: 0,
      currentPower: 0,
      startTime,
      batteryPercentage: s.batteryPercentage,
      costSoFar: toMoneyString(s.actualCost ?? 0),
    };
  }
  const state = sessionStateAt(paramsOf(s), now);
  return {
    status: 'active',
    isCharging: !state.finished,
    percentComplete: state.percentComplete,
    energyDelivered: state.energyKwh,
    timeRemaining: state.timeRemainingMinutes,
    currentPower: state.currentPowerKw,
    startTime,
    batteryPercentage: batteryLevel(state.percent),
    costSoFar: toMoneyString(state.cost),
  };
}

/** The battery level shown (integer): rounded down, so 100 means full and never "almost". */
export const batteryLevel = (percent: number) => Math.max(0, Math.min(100, Math.floor(percent + 1e-9)));

/** True once a running session has reached its natural end (battery full or booked time over). */
export const isDue = (s: StoredSession, now: Date) => now.getTime() >= s.dueAt.getTime();
