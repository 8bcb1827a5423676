import { intervalJob } from '@chargesetu/shared/runtime';
import type { BookingsDeps } from '../deps';
import { settleNoShows } from '../use-cases/settle-no-shows';

/** Every BOOKING_EXPIRY_INTERVAL_MS, marks paid slots that ended unused and publishes booking.no-show. */
export const settleNoShowsJob = intervalJob<BookingsDeps>({
  name: 'settling no-shows',
  everyMs: (deps) => deps.config.BOOKING_EXPIRY_INTERVAL_MS,
  run: (deps) => settleNoShows(deps),
});
