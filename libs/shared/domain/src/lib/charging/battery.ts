import { DEFAULT_BATTERY_LEVEL, RANGE_KM_PER_PERCENT } from '../constants/constants';
import { roundTo } from '../money/round';

/** Estimated range on the charging screen: battery level (percent) x 3.5 km, 1 decimal. */
export function estimatedRangeKm(level: number): number {
  return roundTo(level * RANGE_KM_PER_PERCENT, 1);
}

/** The battery level to show: the known one, clamped to 0-100, or 20 when unknown. */
export function batteryLevelOrDefault(level: number | null | undefined): number {
  return typeof level === 'number' && Number.isFinite(level)
    ? Math.min(100, Math.max(0, level))
    : DEFAULT_BATTERY_LEVEL;
}
