import type { InternalBooking } from '@chargesetu/shared/contracts';
import { NotFound } from '@chargesetu/shared/domain';
import type { BookingsDeps } from '../deps';
import type { CoveringQuery } from '../repositories/current-bookings.repository';
import { toInternalBooking } from './internal-booking';

/**
 * The booking that lets a driver charge on one of these chargers now (the ocpp service asks when a charger
 * presents the driver's idTag): confirmed (paid) or active (claimed by a starting session), on one of the
 * chargers, its window covering `at` from `earlyStartMinutes` before its start (charging's early start)
 * until its end. 404 when there is none.
 */
export async function currentBooking(
  deps: Pick<BookingsDeps, 'bookings' | 'current'>,
  q: CoveringQuery,
): Promise<InternalBooking> {
  const id = await deps.current.coveringId(q);
  const booking = id === null ? null : await deps.bookings.findById(id);
  if (!booking) {
    throw new NotFound(
      `User ${q.userId} has no confirmed booking on those chargers of station ${q.stationId} at that time`,
    );
  }
  return toInternalBooking(booking);
}
