import type { Vehicle } from '@chargesetu/shared/contracts';
import { DEFAULT_BATTERY_CAPACITY_KWH } from '@chargesetu/shared/domain';

/** docs/product.md §9: range estimate = capacity x 5 x a factor between 0.7 and 1.0. */
export const RANGE_KM_PER_KWH = 5;
export const RANGE_FACTOR_MIN = 0.7;
export const RANGE_FACTOR_MAX = 1.0;
/** The estimated battery level lies in this range (percent). */
export const ESTIMATED_BATTERY_MIN = 20;
export const ESTIMATED_BATTERY_MAX = 90;

export interface VehicleEstimate {
  /** Estimated battery level, percent (whole). */
  batteryPercent: number;
  /** Estimated range, km (whole). */
  rangeKm: number;
}

/** A number in [0, 1) drawn from a seed (mulberry32): the same vehicle always gets the same draw. */
export function seededFraction(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * docs/product.md §3 "Dashboard inventions": a battery level and range per vehicle. The platform has no live
 * vehicle data, so these are estimates, always labelled so. The spec draws them at random; here the
 * draw is seeded by the vehicle's id, so a figure does not jump each time the page re-renders.
 */
export function vehicleEstimate(vehicle: Pick<Vehicle, 'id' | 'batteryCapacity'>): VehicleEstimate {
  const capacity = Number(vehicle.batteryCapacity);
  const kwh = Number.isFinite(capacity) && capacity > 0 ? capacity : DEFAULT_BATTERY_CAPACITY_KWH;
  const battery = seededFraction(vehicle.id * 2);
  const range = seededFraction(vehicle.id * 2 + 1);
  return {
    batteryPercent:
      ESTIMATED_BATTERY_MIN + Math.floor(battery * (ESTIMATED_BATTERY_MAX - ESTIMATED_BATTERY_MIN + 1)),
    rangeKm: Math.round(
      kwh * RANGE_KM_PER_KWH * (RANGE_FACTOR_MIN + range * (RANGE_FACTOR_MAX - RANGE_FACTOR_MIN)),
    ),
  };
}
