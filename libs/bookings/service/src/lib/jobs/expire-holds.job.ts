import { intervalJob } from '@chargesetu/shared/runtime';
import type { BookingsDeps } from '../deps';
import { expireHolds } from '../use-cases/expire-holds';

/** Every BOOKING_EXPIRY_INTERVAL_MS, cancels unpaid holds older than BOOKING_HOLD_MINUTES. */
export const expireHoldsJob = intervalJob<BookingsDeps>({
  name: 'expiring unpaid holds',
  everyMs: (deps) => deps.config.BOOKING_EXPIRY_INTERVAL_MS,
  run: expireHolds,
});
