import {
  BOOKING_DURATION_MINUTES,
  DEFAULT_BATTERY_LEVEL,
  GST_RATE,
  PLATFORM_FEE,
} from '../constants/constants';
import { isAcConnector } from '../constants/connectors';
import { findEvModelSpec } from '../ev-models/ev-models';
import { parseMoney } from './money';
import { fromPaise, round2, toPaise } from './round';

/** A booking's cost lines (docs/product.md §9), each rounded to 2 decimals. */
export interface PriceBreakdown {
  estimated: number;
  platformFee: number;
  gst: number;
  total: number;
}

/**
 * Estimated charging cost: price per kWh x power (kW) x duration in hours, rounded to 2 decimals.
 * With the fixed 30-minute booking this is the spec's "price x power x 0.5".
 */
export function estimateCost(
  pricePerKwh: number | string,
  powerKw: number,
  durationMinutes: number = BOOKING_DURATION_MINUTES,
): number {
  const price = parseMoney(pricePerKwh);
  return round2((price * powerKw * durationMinutes) / 60);
}

/**
 * Platform fee, GST and total for an estimated cost: GST = 18% of (estimated + fee),
 * total = (estimated + fee) x 1.18. Computed in whole paise with integer arithmetic, so the
 * lines always add up: estimated + platformFee + gst === total (to the paisa).
 */
export function priceBreakdown(estimated: number | string): PriceBreakdown {
  const estimatedPaise = toPaise(parseMoney(estimated));
  const basePaise = estimatedPaise + toPaise(PLATFORM_FEE);
  const ratePercent = Math.round(GST_RATE * 100); // 18
  // Half-up on whole paise: exact, no float involved for non-negative amounts.
  const gstPaise = Math.floor((basePaise * ratePercent + 50) / 100);
  return {
    estimated: fromPaise(estimatedPaise),
    platformFee: PLATFORM_FEE,
    gst: fromPaise(gstPaise),
    total: fromPaise(basePaise + gstPaise),
  };
}

/** What the booked vehicle tells the estimate: its make and model, and the battery the user gave. */
export interface EstimateVehicle {
  make: string;
  model: string;
  /** kWh as text ("40.5") or number; null/empty when not given. */
  batteryCapacity?: string | number | null;
}

/** A booking's estimate and how it was made (docs/product.md §9). */
export interface ChargeEstimate {
  /** Rupees, 2 decimals: price x energy. */
  cost: number;
  pricePerKwh: number;
  /** The power the estimate charges at: the lower of the charger's and the car's (AC or DC) limit. */
  powerKw: number;
  /** Whose limit powerKw is: the charger's, or the car's AC or DC limit. */
  limit: 'charger' | 'car-ac' | 'car-dc';
  minutes: number;
  /** Energy charged, kWh (not rounded): power x time, capped by the battery. */
  energyKwh: number;
  /** The battery used for the cap, kWh, or null when unknown (then nothing caps the energy). */
  batteryKwh: number | null;
  /** Whether the battery (from 20% to full) capped the energy. */
  batteryCapped: boolean;
  /** "Tata Nexon EV 45" for a vehicle, null when none was given. */
  vehicleName: string | null;
  /** Whether the car's power limit came from the EV model catalogue. */
  knownModel: boolean;
}

function positiveKwh(value: string | number | null | undefined): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * The estimate of a booking (docs/product.md §9). With a vehicle that is a known model of the EV
 * catalogue, the power is the lower of the charger's and the car's limit (AC limit on Type 2 / Type 1,
 * DC limit on the others); with a known battery (the user's figure, else the model's), the energy is
 * never more than the battery takes from the start level of 20% to full (capacity x 0.8). Cost = price
 * x energy, rounded to 2 decimals. With neither, this is estimateCost: price x charger kW x 0.5 h.
 */
export function estimateCharge(o: {
  pricePerKwh: number | string;
  chargerKw: number;
  chargerType: string;
  vehicle?: EstimateVehicle | null;
  durationMinutes?: number;
}): ChargeEstimate {
  const price = parseMoney(o.pricePerKwh);
  const minutes = o.durationMinutes ?? BOOKING_DURATION_MINUTES;
  const spec = o.vehicle ? findEvModelSpec(o.vehicle) : null;
  const carKw = spec ? (isAcConnector(o.chargerType) ? spec.maxAcKw : spec.maxDcKw) : null;
  const carLimits = carKw !== null && carKw < o.chargerKw;
  const powerKw = carLimits ? carKw : o.chargerKw;
  const limit = !carLimits ? 'charger' : isAcConnector(o.chargerType) ? 'car-ac' : 'car-dc';
  const batteryKwh = positiveKwh(o.vehicle?.batteryCapacity) ?? spec?.batteryKwh ?? null;
  const timed = (powerKw * minutes) / 60;
  const room = batteryKwh === null ? null : (batteryKwh * (100 - DEFAULT_BATTERY_LEVEL)) / 100;
  const batteryCapped = room !== null && room < timed;
  const energyKwh = batteryCapped ? room : timed;
  return {
    cost: round2(price * energyKwh),
    pricePerKwh: price,
    powerKw,
    limit,
    minutes,
    energyKwh,
    batteryKwh,
    batteryCapped,
    vehicleName: o.vehicle ? `${o.vehicle.make.trim()} ${o.vehicle.model.trim()}`.trim() : null,
    knownModel: spec !== null,
  };
}
