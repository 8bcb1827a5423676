import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { DEFAULT_BATTERY_LEVEL, sessionStateAt, toMoneyString } from '@chargesetu/shared/domain';
import { paramsOf, type SessionRow } from '../repositories/session-row';

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
export function statusOf(row: SessionRow, now: Date): ChargingStatus {
  const startTime = new Date(row.start_time).toISOString();
  if (row.status === 'completed') {
    const final = sessionStateAt(paramsOf(row), new Date(row.end_time ?? now));
    return {
      status: 'completed',
      isCharging: false,
      percentComplete: final.percentComplete,
      energyDelivered: Number(row.energy_delivered),
      timeRemaining: 0,
      currentPower: 0,
      startTime,
      batteryPercentage: row.battery_percentage,
      costSoFar: toMoneyString(row.actual_cost ?? 0),
    };
  }
  const s = sessionStateAt(paramsOf(row), now);
  return {
    status: 'active',
    isCharging: !s.finished,
    percentComplete: s.percentComplete,
    energyDelivered: s.energyKwh,
    timeRemaining: s.timeRemainingMinutes,
    currentPower: s.currentPowerKw,
    startTime,
    batteryPercentage: batteryLevel(s.percent),
    costSoFar: toMoneyString(s.cost),
  };
}

/** The battery level shown (integer): rounded down, so 100 means full and never "almost". */
export const batteryLevel = (percent: number) => Math.max(0, Math.min(100, Math.floor(percent + 1e-9)));
