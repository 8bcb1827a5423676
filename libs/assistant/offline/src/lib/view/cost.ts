import { estimateCost, formatInr, priceBreakdown, round2 } from '@chargesetu/shared/domain';

/** A cost estimate with every line of docs/product.md §9: cost, ₹10 platform fee, 18% GST on both, total. */
export interface CostEstimate {
  pricePerKwh: string;
  powerKw?: number;
  minutes?: number;
  energyKwh: number;
  estimated: number;
  platformFee: number;
  gst: number;
  total: number;
}

/**
 * price x power x hours (docs/product.md §9's formula, via the domain's estimateCost), or price x energy when
 * the driver asks for a number of kWh; then the platform fee and GST from priceBreakdown.
 */
export function costFor(
  pricePerKwh: string,
  by: { powerKw: number; minutes: number } | { energyKwh: number },
): CostEstimate {
  const estimated =
    'energyKwh' in by
      ? estimateCost(pricePerKwh, by.energyKwh, 60)
      : estimateCost(pricePerKwh, by.powerKw, by.minutes);
  const energyKwh = 'energyKwh' in by ? by.energyKwh : round2((by.powerKw * by.minutes) / 60);
  const lines = priceBreakdown(estimated);
  return {
    pricePerKwh,
    ...('energyKwh' in by ? {} : { powerKw: by.powerKw, minutes: by.minutes }),
    energyKwh,
    estimated: lines.estimated,
    platformFee: lines.platformFee,
    gst: lines.gst,
    total: lines.total,
  };
}

/** "1 hour", "30 minutes", "1.5 hours". */
export function durationText(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`;
  if (minutes < 60) return `${minutes} minutes`;
  return `${round2(minutes / 60)} hours`;
}

/** Markdown lines of an estimate, with the formula spelled out so the driver can check it. */
export function costLines(c: CostEstimate): string[] {
  const basis =
    c.powerKw !== undefined && c.minutes !== undefined
      ? `${formatInr(c.pricePerKwh)}/kWh × ${c.powerKw} kW × ${durationText(c.minutes)} (${c.energyKwh} kWh)`
      : `${formatInr(c.pricePerKwh)}/kWh × ${c.energyKwh} kWh`;
  return [
    `- Charging: ${basis} = **${formatInr(c.estimated)}**`,
    `- Platform fee: ${formatInr(c.platformFee)}`,
    `- GST 18% on (charging + fee): ${formatInr(c.gst)}`,
    `- **Total: ${formatInr(c.total)}**`,
  ];
}
