import { BOOKING_DURATION_MINUTES, formatInr, GST_RATE, PLATFORM_FEE } from '@chargesetu/shared/domain';

// The real steps and screen names of the ChargeSetu app (docs/product.md §2), so answers match what the
// driver sees. Kept as data so the offline assistant and the model's system prompt say the same.

const fee = formatInr(PLATFORM_FEE);
const gst = `${Math.round(GST_RATE * 100)}%`;

export const BOOKING_STEPS = [
  'Open **Book** (the station finder at [/home](/home), "Find your power") and filter by state and city, or pick one of the **Recommended Stations** (fast charging).',
  'Tap **Book Now** on a station card to open its page.',
  'Choose a **connector type** and a **power**; the button then reads **Book for ₹…/kWh**.',
  `On the booking screen, check **Charger Selection**, pick a date and a slot under **Date & Time** (Morning 6–11, Afternoon 12–16, Evening 17–23), and choose a compatible vehicle under **Your Vehicle** (vehicles without that connector are disabled).`,
  `Review the **Booking Summary** (the slot is ${BOOKING_DURATION_MINUTES} minutes; estimated cost = price per kWh × power × 0.5 h) and press **Confirm & Proceed to Payment**.`,
];

export const PAYMENT_STEPS = [
  'Right after booking you land on the **Payment** screen (`/payment/{bookingId}`); an unpaid booking also shows under **My Bookings → Payment** with a **Pay Now** button.',
  'Pick **Card**, **UPI** or **Wallet** in the Payment Method tabs.',
  `Check the **Payment Summary**: estimated charging cost + ${fee} platform fee + ${gst} GST on both; total = (estimated cost + ${fee}) × 1.18.`,
  'Press **Pay Now**. When it succeeds you see **Booking Confirmed!** with the receipt details and a **Download Receipt** button.',
  'An unpaid booking only holds its charger for a short time, so pay right away; if the hold lapses the booking is cancelled automatically.',
];

export const CANCEL_STEPS = [
  'Open **My Bookings** ([/bookings](/bookings)) and go to the **Upcoming** tab.',
  'Press **Cancel** on the booking (confirmed bookings that have not started yet can be cancelled).',
  'If you had paid, the amount goes back to your ChargeSetu **wallet**. Once charging has started, or the slot has begun, a booking can no longer be cancelled.',
];

export const CHARGING_STEPS = [
  'Pay for the booking first: only a confirmed (paid) booking can start.',
  'At the station, during your slot, open **My Bookings → Active** and press **Start Charging** (or use **Active Charging** on the dashboard).',
  'On the charging screen (`/charging/{bookingId}`) press **Start Charging**. The progress card shows percent, energy delivered (kWh), time remaining, current power (kW) and cost so far; it refreshes every 3 seconds while charging.',
  'Press **Stop Charging** when you are done (or let the slot finish), then unplug and free the bay.',
];

/** Short app facts for the model's system prompt. */
export const APP_GUIDE_FOR_PROMPT = [
  `Booking: ${BOOKING_STEPS.join(' ')}`,
  `Paying: ${PAYMENT_STEPS.join(' ')}`,
  `Cancelling: ${CANCEL_STEPS.join(' ')}`,
  `Charging: ${CHARGING_STEPS.join(' ')}`,
].join('\n');
