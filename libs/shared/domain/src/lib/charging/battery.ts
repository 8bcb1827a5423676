import { RANGE_KM_PER_PERCENT } from '../constants/constants';
import { roundTo } from '../money/round';

/** Estimated range on the charging screen: battery level (percent) x 3.5 km, 1 decimal. */
export function estimatedRangeKm(level: number): number {
  return roundTo(level * RANGE_KM_PER_PERCENT, 1);
}
