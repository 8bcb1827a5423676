// Business constants from docs/product.md §9. One place, so web and services never disagree.

/** Every booking is one fixed 30-minute slot. */
export const BOOKING_DURATION_MINUTES = 30;
/** A charger of this power (kW) or more is "fast" (Fast Charge tag, Recommended Stations). */
export const FAST_CHARGE_KW = 100;
/** "Recommended Stations" shows at most this many stations. */
export const RECOMMENDED_LIMIT = 3;
/** Station cards show at most this many connector tags, then "+N more". */
export const CONNECTOR_TAG_LIMIT = 3;
/** The dashboard shows the first this-many stations as "nearby". */
export const NEARBY_STATIONS_LIMIT = 3;

/**
 * How many minutes before its slot a paid booking may start charging (docs/product.md §4, §9). The default
 * of the charging service's CHARGING_EARLY_START_MINUTES, and the web app's Start Charging window.
 */
export const CHARGING_EARLY_START_MINUTES = 15;

/**
 * How many minutes before its slot a paid booking's connector is reserved on its charger (docs/product.md §4):
 * the default of RESERVATION_LEAD_MINUTES, which the charging service reserves by and the bookings service
 * keeps walk-ups clear of.
 */
export const DEFAULT_RESERVATION_LEAD_MINUTES = 10;

/**
 * The least a driver's wallet must hold, in rupees, for a tap of their RFID card to start charging without a
 * booking (docs/product.md §4, "RFID cards"): the default of CARD_MIN_WALLET_BALANCE, which the ocpp service
 * authorises taps by and the charging service checks again before it pays the walk-up from the wallet.
 */
export const DEFAULT_CARD_MIN_WALLET_BALANCE = 100;

/**
 * How many minutes after its slot's start a reserved connector stays held for the driver (the no-show rule,
 * docs/product.md §4): the default of RESERVATION_GRACE_MINUTES, which the charging service releases
 * reservations by and the bookings service states before paying.
 */
export const DEFAULT_RESERVATION_GRACE_MINUTES = 10;

/** Charging status poll interval while charging. */
export const CHARGING_POLL_ACTIVE_MS = 3000;
/** Charging status poll interval otherwise (polling stops once completed). */
export const CHARGING_POLL_IDLE_MS = 10000;

/** Battery level (percent) assumed when unknown. */
export const DEFAULT_BATTERY_LEVEL = 20;
/** Estimated range: km per percent of battery. */
export const RANGE_KM_PER_PERCENT = 3.5;
/** Battery capacity (kWh) assumed when a vehicle has none. */
export const DEFAULT_BATTERY_CAPACITY_KWH = 40;

/** Starting values of a user's stats (numeric columns, hence strings for money). */
export const DEFAULT_WALLET_BALANCE = '650.00';
export const DEFAULT_TOTAL_SAVINGS = '1840.00';

/** Fixed platform fee in rupees added to every booking. */
export const PLATFORM_FEE = 10;
/** GST rate applied to (estimated cost + platform fee). */
export const GST_RATE = 0.18;

/**
 * Booking references are this prefix plus the id zero-padded to 6 digits: 42 -> "CS-000042".
 * The prefix is ours to choose (the spec does not show it); "CS" stands for ChargeSetu.
 */
export const BOOKING_REFERENCE_PREFIX = 'CS-';
const BOOKING_REFERENCE_DIGITS = 6;

/** A booking's short reference, e.g. bookingReference(123) -> "CS-000123". Longer ids are not cut. */
export function bookingReference(id: number | string): string {
  return `${BOOKING_REFERENCE_PREFIX}${String(id).padStart(BOOKING_REFERENCE_DIGITS, '0')}`;
}
