import { DEFAULT_BATTERY_LEVEL } from '../constants/constants';
import { formatInr } from '../format/money-format';
import type { ChargeEstimate } from './pricing';

/** kWh or kW with at most 2 decimals and no trailing zeros: 3.6, 13.84, 60. */
function kwh(n: number): string {
  return String(Math.round(n * 100) / 100);
}

const LIMIT_TEXT: Record<ChargeEstimate['limit'], string> = {
  charger: "the charger's power",
  'car-ac': "the car's AC limit",
  'car-dc': "the car's DC limit",
};

/**
 * How an estimate was made, in one sentence (docs/product.md §2.4, §9), e.g. "Estimated for your Tata
 * Nexon EV 45: 7.2 kW (the car's AC limit) for 30 minutes = 3.6 kWh × ₹18.50."
 */
export function describeEstimate(e: ChargeEstimate): string {
  const who = e.vehicleName ? `Estimated for your ${e.vehicleName}` : 'Estimated';
  const limit =
    e.knownModel || e.limit !== 'charger'
      ? LIMIT_TEXT[e.limit]
      : `${LIMIT_TEXT.charger}; your car's limit is unknown`;
  const energy =
    e.batteryCapped && e.batteryKwh !== null
      ? `, capped at ${kwh(e.energyKwh)} kWh (${DEFAULT_BATTERY_LEVEL}% to full of a ${kwh(e.batteryKwh)} kWh battery)`
      : ` = ${kwh(e.energyKwh)} kWh`;
  return `${who}: ${kwh(e.powerKw)} kW (${limit}) for ${e.minutes} minutes${energy} × ${formatInr(e.pricePerKwh)}.`;
}
