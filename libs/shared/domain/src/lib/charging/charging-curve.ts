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

// Float slack when comparing simulated minutes (x * 60 / 60 need not be x to the last bit).
const EPSILON_MINUTES = 1e-9;

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
  /** Minutes of charging since it started (fractions allowed). */
  elapsedMinutes: number;
  /** Minutes the session may charge (default 30, the booked slot): charging stops then. */
  maxMinutes?: number;
}

/** Why a session stopped by itself: the battery is full, or its charging time is used up. */
export type NaturalEndReason = 'full' | 'time_up';

export interface ChargingSnapshot {
  /** State of charge, percent, 1 decimal, 0-100. */
  percent: number;
  /** Energy delivered so far, kWh, 2 decimals. */
  energyKwh: number;
  /** Power being delivered now, kW, 2 decimals; 0 once finished. */
  currentPowerKw: number;
  /** Whole minutes (rounded up) until 100% or the end of the charging time, whichever is first. */
  timeRemainingMinutes: number;
  /** Cost so far: energyKwh x price, 2 decimals. */
  cost: number;
  /**
   * Progress of the session, percent (1 decimal, 0-100): energy delivered over the energy the session
   * will have delivered when it ends by itself (full, or its time used up). Reaches 100 exactly then.
   */
  percentComplete: number;
  /** True at 100% or when the charging time is over. */
  finished: boolean;
  /** Set once finished: 'full' when the battery reached 100%, else 'time_up'. */
  endReason: NaturalEndReason | null;
}

/** Power (kW) a battery at `percent` draws from a `peakKw` source: flat to 80%, then linear taper. */
export function chargingPowerAt(percent: number, peakKw: number): number {
  if (percent >= 100) return 0;
  if (percent <= TAPER_START_PERCENT) return peakKw;
  const u = (percent - TAPER_START_PERCENT) / (100 - TAPER_START_PERCENT);
  return peakKw * (1 - (1 - TAPER_END_FRACTION) * u);
}

interface Curve {
  /** State of charge after `minutes` of charging. */
  percentAt(minutes: number): number;
  /** Minutes from the start until 100% (Infinity with no power). */
  fullMinutes: number;
}

/**
 * The charging curve solved exactly rather than by stepping: below 80% the charge rises linearly;
 * above it power is proportional to w = 1 - 0.9u (u = how far from 80% to 100%), so
 * dw/dt = -k·w with k = 0.9 · peak / (capacity · 20%), an exponential. Exact, deterministic and
 * O(1), so the server and the web compute the same numbers for any poll time.
 */
function curve(startPercent: number, peakKw: number, capacityKwh: number): Curve {
  if (startPercent >= 100) return { percentAt: () => 100, fullMinutes: 0 };
  if (peakKw <= 0) return { percentAt: () => startPercent, fullMinutes: Number.POSITIVE_INFINITY };
  const percentPerHour = (peakKw / capacityKwh) * 100;
  const flatHours = Math.max(0, TAPER_START_PERCENT - startPercent) / percentPerHour;
  const taperFrom = Math.max(startPercent, TAPER_START_PERCENT);
  const span = 100 - TAPER_START_PERCENT;
  const k = ((1 - TAPER_END_FRACTION) * percentPerHour) / span;
  const w0 = 1 - ((1 - TAPER_END_FRACTION) * (taperFrom - TAPER_START_PERCENT)) / span;
  const fullHours = flatHours + Math.log(w0 / TAPER_END_FRACTION) / k;
  const fullMinutes = fullHours * 60;
  return {
    fullMinutes,
    percentAt(minutes) {
      if (minutes >= fullMinutes - EPSILON_MINUTES) return 100;
      const hours = minutes / 60;
      if (hours <= flatHours) return startPercent + percentPerHour * hours;
      const w = w0 * Math.exp(-k * (hours - flatHours));
      return Math.min(100, TAPER_START_PERCENT + (span * (1 - w)) / (1 - TAPER_END_FRACTION));
    },
  };
}

interface Resolved {
  capacity: number;
  start: number;
  maxMinutes: number;
  peak: number;
  curve: Curve;
  /** Minutes of charging until the session ends by itself (full or time used up). */
  endMinutes: number;
}

function resolve(input: Omit<SimulateChargingInput, 'elapsedMinutes' | 'pricePerKwh'>): Resolved {
  const capacity =
    input.capacityKwh && input.capacityKwh > 0 ? input.capacityKwh : DEFAULT_BATTERY_CAPACITY_KWH;
  const start = Math.min(100, Math.max(0, input.startPercent ?? DEFAULT_BATTERY_LEVEL));
  const maxMinutes = Math.max(0, input.maxMinutes ?? BOOKING_DURATION_MINUTES);
  const peak = Math.max(0, Math.min(input.chargerKw, input.vehicleMaxKw ?? Number.POSITIVE_INFINITY) || 0);
  const c = curve(start, peak, capacity);
  return { capacity, start, maxMinutes, peak, curve: c, endMinutes: Math.min(c.fullMinutes, maxMinutes) };
}

/**
 * Minutes of charging after which the session ends by itself: when the battery is full or the
 * charging time (maxMinutes) is used up, whichever comes first.
 */
export function naturalEndMinutes(
  input: Omit<SimulateChargingInput, 'elapsedMinutes' | 'pricePerKwh'>,
): number {
  return resolve(input).endMinutes;
}

/** Where a simulated charging session stands after `elapsedMinutes`. Pure: same input, same output. */
export function simulateCharging(input: SimulateChargingInput): ChargingSnapshot {
  const r = resolve(input);
  const elapsed = Math.min(
    r.maxMinutes,
    Math.max(0, Number.isFinite(input.elapsedMinutes) ? input.elapsedMinutes : 0),
  );
  const percentNow = r.curve.percentAt(elapsed);
  const full = percentNow >= 100;
  const finished = full || elapsed >= r.maxMinutes - EPSILON_MINUTES;
  const energyKwh = round2(((percentNow - r.start) / 100) * r.capacity);
  const price = parseMoney(input.pricePerKwh);
  // The small epsilon keeps float noise (29.000000001) from adding a phantom minute.
  const remaining = Math.max(0, Math.ceil(r.endMinutes - elapsed - 1e-9));
  const endPercent = r.curve.percentAt(r.endMinutes);
  const percentComplete = finished
    ? 100
    : endPercent > r.start
      ? ((percentNow - r.start) / (endPercent - r.start)) * 100
      : (elapsed / r.endMinutes) * 100; // no energy to deliver (no power): progress is time

  return {
    percent: Math.min(100, roundTo(percentNow, 1)),
    energyKwh,
    currentPowerKw: finished ? 0 : round2(chargingPowerAt(percentNow, r.peak)),
    timeRemainingMinutes: finished ? 0 : remaining,
    cost: Number.isFinite(price) ? round2(energyKwh * price) : 0,
    // Never shows 100 before the end: rounding 99.96 up would say "done" while still charging.
    percentComplete: finished ? 100 : Math.min(99.9, Math.max(0, roundTo(percentComplete, 1))),
    finished,
    endReason: finished ? (full ? 'full' : 'time_up') : null,
  };
}
