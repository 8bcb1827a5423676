import { BOOKING_DURATION_MINUTES, GST_RATE, PLATFORM_FEE } from '../constants/constants';
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
