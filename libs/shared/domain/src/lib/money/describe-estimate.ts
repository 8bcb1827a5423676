import { DEFAULT_BATTERY_LEVEL } from '../constants/constants';
import { formatInr } from '../format/money-format';
import type { Language } from '../language/language';
import type { ChargeEstimate } from './pricing';

/** kWh or kW with at most 2 decimals and no trailing zeros: 3.6, 13.84, 60. */
function kwh(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** The parts of the sentence in each language; Hindi as the web app's Booking Summary says it. */
const WORDS: Record<
  Language,
  {
    who: (vehicle: string | null) => string;
    limit: Record<ChargeEstimate['limit'], string>;
    limitUnknown: (limit: string) => string;
    capped: (energy: string, level: number, battery: string) => string;
    energy: (energy: string) => string;
    sentence: (p: {
      who: string;
      power: string;
      limit: string;
      minutes: number;
      energy: string;
      price: string;
    }) => string;
  }
> = {
  en: {
    who: (vehicle) => (vehicle ? `Estimated for your ${vehicle}` : 'Estimated'),
    limit: { charger: "the charger's power", 'car-ac': "the car's AC limit", 'car-dc': "the car's DC limit" },
    limitUnknown: (limit) => `${limit}; your car's limit is unknown`,
    capped: (energy, level, battery) =>
      `, capped at ${energy} kWh (${level}% to full of a ${battery} kWh battery)`,
    energy: (energy) => ` = ${energy} kWh`,
    sentence: (p) => `${p.who}: ${p.power} kW (${p.limit}) for ${p.minutes} minutes${p.energy} × ${p.price}.`,
  },
  hi: {
    who: (vehicle) => (vehicle ? `आपकी ${vehicle} के लिए अनुमान` : 'अनुमान'),
    limit: { charger: 'चार्जर की पावर', 'car-ac': 'गाड़ी की AC सीमा', 'car-dc': 'गाड़ी की DC सीमा' },
    limitUnknown: (limit) => `${limit}; आपकी गाड़ी की सीमा पता नहीं`,
    capped: (energy, level, battery) =>
      `, ${energy} kWh तक सीमित (${battery} kWh बैटरी को ${level}% से फुल करने तक)`,
    energy: (energy) => ` = ${energy} kWh`,
    sentence: (p) => `${p.who}: ${p.power} kW (${p.limit}) पर ${p.minutes} मिनट${p.energy} × ${p.price}।`,
  },
};

/**
 * How an estimate was made, in one sentence (docs/product.md §2.4, §9), e.g. "Estimated for your Tata
 * Nexon EV 45: 7.2 kW (the car's AC limit) for 30 minutes = 3.6 kWh × ₹18.50." (Hindi: "आपकी Tata Nexon
 * EV 45 के लिए अनुमान: 7.2 kW (गाड़ी की AC सीमा) पर 30 मिनट = 3.6 kWh × ₹18.50।").
 */
export function describeEstimate(e: ChargeEstimate, lang: Language = 'en'): string {
  const words = WORDS[lang];
  const limit =
    e.knownModel || e.limit !== 'charger' ? words.limit[e.limit] : words.limitUnknown(words.limit.charger);
  const energy =
    e.batteryCapped && e.batteryKwh !== null
      ? words.capped(kwh(e.energyKwh), DEFAULT_BATTERY_LEVEL, kwh(e.batteryKwh))
      : words.energy(kwh(e.energyKwh));
  return words.sentence({
    who: words.who(e.vehicleName),
    power: kwh(e.powerKw),
    limit,
    minutes: e.minutes,
    energy,
    price: formatInr(e.pricePerKwh, lang),
  });
}
