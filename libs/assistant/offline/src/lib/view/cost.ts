import { estimateCost, formatInr, priceBreakdown, round2, type Language } from '@chargesetu/shared/domain';

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

/** "1 hour", "30 minutes", "1.5 hours" ("1 घंटा", "30 मिनट", "1.5 घंटे"). */
export function durationText(minutes: number, lang: Language = 'en'): string {
  if (lang === 'hi') {
    if (minutes < 60) return `${minutes} मिनट`;
    return `${round2(minutes / 60)} ${minutes === 60 ? 'घंटा' : 'घंटे'}`;
  }
  if (minutes % 60 === 0) return `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`;
  if (minutes < 60) return `${minutes} minutes`;
  return `${round2(minutes / 60)} hours`;
}

/** Markdown lines of an estimate, with the formula spelled out so the driver can check it. */
export function costLines(c: CostEstimate, lang: Language = 'en'): string[] {
  const inr = (v: number | string) => formatInr(v, lang);
  const basis =
    c.powerKw !== undefined && c.minutes !== undefined
      ? `${inr(c.pricePerKwh)}/kWh × ${c.powerKw} kW × ${durationText(c.minutes, lang)} (${c.energyKwh} kWh)`
      : `${inr(c.pricePerKwh)}/kWh × ${c.energyKwh} kWh`;
  if (lang === 'hi') {
    return [
      `- चार्जिंग: ${basis} = **${inr(c.estimated)}**`,
      `- प्लेटफ़ॉर्म फ़ीस: ${inr(c.platformFee)}`,
      `- (चार्जिंग + फ़ीस) पर 18% GST: ${inr(c.gst)}`,
      `- **कुल: ${inr(c.total)}**`,
    ];
  }
  return [
    `- Charging: ${basis} = **${inr(c.estimated)}**`,
    `- Platform fee: ${inr(c.platformFee)}`,
    `- GST 18% on (charging + fee): ${inr(c.gst)}`,
    `- **Total: ${inr(c.total)}**`,
  ];
}
