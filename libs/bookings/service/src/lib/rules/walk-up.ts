import {
  estimateCharge,
  formatTime12,
  fromPaise,
  GST_RATE,
  parseMoney,
  PLATFORM_FEE,
  priceBreakdown,
  toPaise,
  type EstimateVehicle,
} from '@chargesetu/shared/domain';

/** The least energy a walk-up buys, in rupees (before the platform fee and GST). */
export const WALK_UP_MIN_AMOUNT = 50;

/** A walk-up shorter than this is not offered: the connector is needed again too soon. */
export const WALK_UP_MIN_MINUTES = 15;
/** Minutes a walk-up keeps its connector beyond the time its energy takes at full power (tapering, plugging in). */
export const WALK_UP_SLACK_MINUTES = 15;

/** What bounds a walk-up started now, each an instant or absent. */
export interface WalkUpBounds {
  now: Date;
  /** The next booking of the connector; the walk-up ends `leadMinutes` before it. */
  nextBookingStart: Date | null;
  /** When the station closes (null when it never does, or nobody can say). */
  closesAt: Date | null;
  leadMinutes: number;
  maxMinutes: number;
}

/** The latest a walk-up started now may end, and what set it. */
export interface WalkUpWindow {
  until: Date;
  limit: 'booking' | 'closing' | 'longest';
}

/** The window a walk-up started now has: the earliest of its bounds. */
export function walkUpWindow(b: WalkUpBounds): WalkUpWindow {
  const candidates: WalkUpWindow[] = [
    { until: new Date(b.now.getTime() + b.maxMinutes * 60_000), limit: 'longest' },
  ];
  if (b.closesAt) candidates.push({ until: b.closesAt, limit: 'closing' });
  if (b.nextBookingStart) {
    candidates.push({
      until: new Date(b.nextBookingStart.getTime() - b.leadMinutes * 60_000),
      limit: 'booking',
    });
  }
  return candidates.reduce((soonest, c) => (c.until < soonest.until ? c : soonest));
}

/** Whole minutes from `now` to the window's end (0 when it has passed). */
export function windowMinutes(now: Date, window: WalkUpWindow): number {
  return Math.max(0, Math.floor((window.until.getTime() - now.getTime()) / 60_000));
}

/** Why a window is too short for a walk-up, for the driver; null when it is long enough. */
export function windowTooShort(
  now: Date,
  window: WalkUpWindow,
  o: { label: string; nextBookingStart: Date | null; leadMinutes: number },
): string | null {
  if (windowMinutes(now, window) >= WALK_UP_MIN_MINUTES) return null;
  if (window.limit === 'closing') {
    return `The station closes at ${formatTime12(window.until)} IST, too soon to start charging now.`;
  }
  const at = o.nextBookingStart ? formatTime12(o.nextBookingStart) : '';
  return `${o.label} is reserved for a booking at ${at} IST and must be free ${o.leadMinutes} minutes before it. Try another connector.`;
}

/** A walk-up's energy and end: what the driver prepays and until when the connector is held. */
export interface WalkUpPlan {
  /** Rupees, 2 decimals: the energy bought (before the platform fee and GST). */
  estimatedCost: number;
  end: Date;
}

/**
 * The walk-up's plan (docs/product.md §4, "Charge now"): "until full" buys what the car takes from 20% within the
 * window at the lower of the charger's and the car's power (the booking estimate over the window); an amount buys
 * that much energy, never more than "until full" would. The connector is held for the time that energy takes at
 * that power plus {@link WALK_UP_SLACK_MINUTES}, within the window; charging ends sooner when the car is full or the
 * energy is used, and the unused part is given back as for any booking.
 */
export function walkUpPlan(o: {
  now: Date;
  window: WalkUpWindow;
  pricePerKwh: number | string;
  chargerKw: number;
  chargerType: string;
  vehicle: EstimateVehicle;
  /** Rupees of energy, or null for "until full". */
  amount: number | null;
}): WalkUpPlan {
  const minutes = windowMinutes(o.now, o.window);
  const full = estimateCharge({
    pricePerKwh: o.pricePerKwh,
    chargerKw: o.chargerKw,
    chargerType: o.chargerType,
    vehicle: o.vehicle,
    durationMinutes: minutes,
  });
  const estimatedCost = o.amount === null ? full.cost : Math.min(o.amount, full.cost);
  const energyKwh = full.pricePerKwh > 0 ? estimatedCost / full.pricePerKwh : full.energyKwh;
  const needed = Math.ceil((energyKwh / full.powerKw) * 60) + WALK_UP_SLACK_MINUTES;
  return { estimatedCost, end: new Date(o.now.getTime() + Math.min(minutes, needed) * 60_000) };
}

/** The total a driver pays for `estimatedPaise` of energy (priceBreakdown: fee and GST added), in paise. */
const totalPaise = (estimatedPaise: number) => toPaise(priceBreakdown(fromPaise(estimatedPaise)).total);

/**
 * The most energy, in rupees to the paisa, whose total with the platform fee and GST
 * (`priceBreakdown(amount).total`) is at most `maxTotal`; 0 when not even the fee fits. A card walk-up buys this
 * much at most, so the wallet that holds `maxTotal` can pay it.
 */
export function largestAmountWithin(maxTotal: number | string): number {
  const limit = toPaise(parseMoney(maxTotal));
  if (!(limit >= totalPaise(0))) return 0;
  // total = (amount + fee) x (1 + GST) rounded to the paisa, so dividing by (1 + GST) lands within a paisa or two.
  let paise = Math.max(0, Math.floor(limit / (1 + GST_RATE)) - toPaise(PLATFORM_FEE));
  while (totalPaise(paise + 1) <= limit) paise += 1;
  while (paise > 0 && totalPaise(paise) > limit) paise -= 1;
  return fromPaise(paise);
}
