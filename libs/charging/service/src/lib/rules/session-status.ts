import type { ChargingStatus } from '@chargesetu/shared/contracts';
import {
  bookedProgressAt,
  meteredCost,
  meteredEnergyKwh,
  round2,
  sessionStateAt,
  toMoneyString,
  type ChargingSessionParams,
} from '@chargesetu/shared/domain';
import type { SessionCharger, StoredSession } from '../repositories/stored-session';
import { MESSAGES } from './messages';

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

/** A booking with no session yet: nothing is charging, and nothing is known of the car's battery. */
export function notStartedStatus(): ChargingStatus {
  return {
    status: 'pending',
    isCharging: false,
    percentComplete: 0,
    energyDelivered: 0,
    timeRemaining: 0,
    currentPower: 0,
    startTime: null,
    batteryPercentage: null,
    costSoFar: '0.00',
    source: null,
    notice: null,
  };
}

/**
 * The status of a session at `now`, computed from its stored start and parameters (a running session's
 * figures are never stored until it ends). A completed session shows its final figures as stored.
 */
export function statusOf(s: StoredSession, now: Date): ChargingStatus {
  if (s.charger) return meteredStatusOf(s, s.charger, now);
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
      source: 'estimate',
      notice: null,
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
    source: 'estimate',
    notice: null,
  };
}

/**
 * A session on a charger connected over OCPP: energy, power and state of charge as its meter last said,
 * the cost of that energy (never above the prepaid amount), progress through the booked time. Starting:
 * nothing yet. Failed: not started, with the reason for the driver.
 */
function meteredStatusOf(s: StoredSession, c: SessionCharger, now: Date): ChargingStatus {
  if (s.status === 'failed' || s.status === 'pending') return { ...notStartedStatus(), notice: s.notice };
  if (s.status === 'starting') {
    return {
      ...notStartedStatus(),
      status: 'starting',
      timeRemaining: s.bookedMinutes,
      batteryPercentage: null,
      source: 'meter',
    };
  }
  const ended = s.status === 'completed';
  const energy = ended ? Number(s.energyDelivered) : meteredEnergyKwh(c.energyWh);
  const progress = bookedProgressAt(paramsOf(s), ended ? (s.endTime ?? now) : now);
  return {
    status: ended ? 'completed' : 'active',
    isCharging: !ended,
    percentComplete: progress.percentComplete,
    energyDelivered: energy,
    timeRemaining: ended ? 0 : progress.timeRemainingMinutes,
    currentPower: ended || c.powerW === null ? 0 : round2(Math.max(0, c.powerW) / 1000),
    startTime: s.startTime.toISOString(),
    batteryPercentage: ended ? s.batteryPercentage : socLevel(c.socPercent),
    costSoFar: ended
      ? toMoneyString(s.actualCost ?? 0)
      : toMoneyString(meteredCost(energy, s.pricePerKwh, c.prepaidCost)),
    source: 'meter',
    notice:
      !ended && (c.stopReason === 'stopped' || c.stopReason === 'paid_energy') && c.stopSentAt
        ? MESSAGES.finishing
        : null,
  };
}

/** The car's state of charge as a battery level, or null when the charger reports none. */
export const socLevel = (soc: number | null) => (soc === null ? null : batteryLevel(soc));

/** The battery level shown (integer): rounded down, so 100 means full and never "almost". */
export const batteryLevel = (percent: number) => Math.max(0, Math.min(100, Math.floor(percent + 1e-9)));

/**
 * True once a running session on the estimate has reached its natural end (battery full or booked time
 * over). Never for a session on a charger connected over OCPP: that ends when its charger says so.
 */
export const isDue = (s: StoredSession, now: Date) =>
  s.charger === null && now.getTime() >= s.dueAt.getTime();
