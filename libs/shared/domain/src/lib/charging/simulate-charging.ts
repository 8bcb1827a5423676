import {
  BOOKING_DURATION_MINUTES,
  DEFAULT_BATTERY_CAPACITY_KWH,
  DEFAULT_BATTERY_LEVEL,
} from '../constants/constants';
import { parseMoney } from '../money/money';
import { round2, roundTo } from '../money/round';

/** Above this state of charge (percent) the power tapers. */
export const TAPER_START_PERCENT = 80;
/** Power at 100% as a fraction of peak: the taper is linear from 100% of peak at 80% to this. */
export const TAPER_END_FRACTION = 0.1;

export interface SimulateChargingInput {
  /** Usable battery capacity, kWh (default 40). */
  capacityKwh?: number;
  /** State of charge when charging started, percent (default 20). */
  startPercent?: number;
  /** The charger's power, kW. */
  chargerKw: number;
  /** The most the vehicle accepts, kW; unlimited when absent. */
  vehicleMaxKw?: number;
  /** Price per kWh, rupees. */
  pricePerKwh: number | string;
  /** Minutes since charging started (fractions allowed). */
  elapsedMinutes: number;
  /** Booked time, minutes (default 30): charging stops then. */
  maxMinutes?: number;
}

export interface ChargingSnapshot {
  /** State of charge, percent, 1 decimal, 0-100. */
  percent: number;
  /** Energy delivered so far, kWh, 2 decimals. */
  energyKwh: number;
  /** Power being delivered now, kW, 2 decimals; 0 once finished. */
  currentPowerKw: number;
  /** Whole minutes (rounded up) until 100% or the end of the booked time, whichever is first. */
  timeRemainingMinutes: number;
  /** Cost so far: energyKwh x price, 2 decimals. */
  cost: number;
  /** True at 100% or when the booked time is over. */
  finished: boolean;
}

/** Power (kW) a battery at `percent` draws from a `peakKw` source: flat to 80%, then linear taper. */
export function chargingPowerAt(percent: number, peakKw: number): number {
  if (percent >= 100) return 0;
  if (percent <= TAPER_START_PERCENT) return peakKw;
  const u = (percent - TAPER_START_PERCENT) / (100 - TAPER_START_PERCENT);
  return peakKw * (1 - (1 - TAPER_END_FRACTION) * u);
}

/**
 * The charging curve solved exactly rather than by stepping: below 80% the charge rises linearly;
 * above it power is proportional to w = 1 - 0.9u (u = how far from 80% to 100%), so
 * dw/dt = -k·w with k = 0.9 · peak / (capacity · 20%), an exponential. Exact, deterministic and
 * O(1), so the server and the web compute the same numbers for any poll time.
 * Returns [percent at t, hours to reach 100% from the start].
 */
function curve(startPercent: number, peakKw: number, capacityKwh: number, hours: number): [number, number] {
  if (startPercent >= 100) return [100, 0];
  if (peakKw <= 0) return [startPercent, Number.POSITIVE_INFINITY];
  const percentPerHour = (peakKw / capacityKwh) * 100;
  const flatHours = Math.max(0, TAPER_START_PERCENT - startPercent) / percentPerHour;
  const taperFrom = Math.max(startPercent, TAPER_START_PERCENT);
  const span = 100 - TAPER_START_PERCENT;
  const k = ((1 - TAPER_END_FRACTION) * percentPerHour) / span;
  const w0 = 1 - ((1 - TAPER_END_FRACTION) * (taperFrom - TAPER_START_PERCENT)) / span;
  const fullHours = flatHours + Math.log(w0 / TAPER_END_FRACTION) / k;
  if (hours <= flatHours) return [startPercent + percentPerHour * hours, fullHours];
  if (hours >= fullHours) return [100, fullHours];
  const w = w0 * Math.exp(-k * (hours - flatHours));
  return [TAPER_START_PERCENT + (span * (1 - w)) / (1 - TAPER_END_FRACTION), fullHours];
}

/** Where a simulated charging session stands after `elapsedMinutes`. Pure: same input, same output. */
export function simulateCharging(input: SimulateChargingInput): ChargingSnapshot {
  const capacity =
    input.capacityKwh && input.capacityKwh > 0 ? input.capacityKwh : DEFAULT_BATTERY_CAPACITY_KWH;
  const start = Math.min(100, Math.max(0, input.startPercent ?? DEFAULT_BATTERY_LEVEL));
  const maxMinutes = Math.max(0, input.maxMinutes ?? BOOKING_DURATION_MINUTES);
  const elapsed = Math.min(
    maxMinutes,
    Math.max(0, Number.isFinite(input.elapsedMinutes) ? input.elapsedMinutes : 0),
  );
  const peak = Math.max(0, Math.min(input.chargerKw, input.vehicleMaxKw ?? Number.POSITIVE_INFINITY) || 0);

  const [percentNow, fullHours] = curve(start, peak, capacity, elapsed / 60);
  const finished = percentNow >= 100 || elapsed >= maxMinutes;
  const energyKwh = round2(((percentNow - start) / 100) * capacity);
  const price = parseMoney(input.pricePerKwh);
  const endMinutes = Math.min(fullHours * 60, maxMinutes);
  // The small epsilon keeps float noise (29.000000001) from adding a phantom minute.
  const remaining = Math.max(0, Math.ceil(endMinutes - elapsed - 1e-9));

  return {
    percent: Math.min(100, roundTo(percentNow, 1)),
    energyKwh,
    currentPowerKw: finished ? 0 : round2(chargingPowerAt(percentNow, peak)),
    timeRemainingMinutes: finished ? 0 : remaining,
    cost: Number.isFinite(price) ? round2(energyKwh * price) : 0,
    finished,
  };
}
