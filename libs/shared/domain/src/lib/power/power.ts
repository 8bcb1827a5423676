import { FAST_CHARGE_KW } from '../constants/constants';
import type { Language } from '../language/language';

/** "Premium" in each language; DC and AC are written in Latin in both. */
const PREMIUM: Record<Language, string> = { en: 'Premium', hi: 'प्रीमियम' };

/**
 * Power label on the station detail page: 100 kW or more is "Premium" ("प्रीमियम"), above 40 kW is "DC",
 * otherwise "AC".
 */
export function powerLabel(kw: number, lang: Language = 'en'): string {
  if (kw >= FAST_CHARGE_KW) return PREMIUM[lang];
  if (kw > 40) return 'DC';
  return 'AC';
}

/** Fast charge: 100 kW or more. */
export function isFastCharge(kw: number): boolean {
  return kw >= FAST_CHARGE_KW;
}

/** Anything with a power in kW; stations' JSON sometimes carries it as a numeric string. */
export interface HasPower {
  power: number | string;
}

/** Whether any charger is fast (drives the "Fast Charge" tag and Recommended Stations). */
export function hasFastCharger(chargers: readonly HasPower[] | null | undefined): boolean {
  return (chargers ?? []).some((c) => isFastCharge(Number(c.power)));
}
