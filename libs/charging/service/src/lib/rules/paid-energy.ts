import type { BookingKind } from '@chargesetu/shared/contracts';

/**
 * The energy a walk-up's driver paid for, Wh: its prepaid estimate at its price (estimatedCost / pricePerKwh),
 * rounded down so the bill at the meter never passes what was paid. The charger is asked to stop there.
 * Null for a booking (its estimate covers a 30-minute grid and its booked end already stops it), and for a
 * price or estimate that buys nothing.
 */
export function paidEnergyWh(
  kind: BookingKind | undefined,
  estimatedCost: string | number,
  pricePerKwh: string | number,
): number | null {
  if (kind !== 'walk_up') return null;
  const paise = Math.round(Number(estimatedCost) * 100);
  const pricePaise = Math.round(Number(pricePerKwh) * 100);
  if (!Number.isFinite(paise) || !Number.isFinite(pricePaise) || paise <= 0 || pricePaise <= 0) return null;
  const wh = Math.floor((paise * 1000) / pricePaise);
  return wh > 0 ? wh : null;
}
