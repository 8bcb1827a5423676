import type { StartingBooking } from '@chargesetu/shared/contracts';
import { InvalidRequest } from '@chargesetu/shared/domain';
import type { BookingsDeps } from '../deps';

/** At most this long a window: the charging service asks for its lead and grace, minutes wide. */
const MAX_WINDOW_MS = 7 * 24 * 60 * 60_000;

/**
 * GET /internal/bookings/starting (the charging service, shortly before slots start): the confirmed bookings
 * whose slot starts in [from, to), soonest first, so it can reserve their connectors on the chargers.
 */
export async function bookingsStarting(
  deps: Pick<BookingsDeps, 'current'>,
  q: { from: Date; to: Date; limit: number },
): Promise<StartingBooking[]> {
  const span = q.to.getTime() - q.from.getTime();
  if (span <= 0 || span > MAX_WINDOW_MS) {
    throw new InvalidRequest('querystring.to must be after querystring.from, by at most 7 days');
  }
  return deps.current.confirmedStartingBetween(q.from, q.to, q.limit);
}
