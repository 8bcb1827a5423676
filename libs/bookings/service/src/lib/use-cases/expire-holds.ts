import { withTransaction } from '@chargesetu/shared/db';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { BookingsDeps } from '../deps';
import { bookingCancelledEvent } from '../events/booking-cancelled-event';

/** At most this many holds per run; the next run takes the rest. */
const BATCH = 500;

export interface ExpireHoldsInput {
  /** Holds that have lapsed by then expire (default: now). */
  now?: Date;
  /** Only those on this station or of this vehicle (either matches); default: all. */
  stationId?: number;
  vehicleId?: number;
  correlationId?: string;
}

/**
 * Cancels every pending booking whose hold has lapsed (optionally only those on one station or of
 * one vehicle), freeing its charger, and publishes booking.cancelled (reason 'expired') for each in
 * the same transaction. Safe with several instances: rows are claimed with SKIP LOCKED. Returns how
 * many.
 */
export async function expireHolds(
  { ctx, bookings }: BookingsDeps,
  { now = new Date(), stationId, vehicleId, correlationId }: ExpireHoldsInput = {},
): Promise<number> {
  const expired = await withTransaction(ctx.dataSource, async (m) => {
    const lapsed = await bookings.expireDue(now, BATCH, { stationId, vehicleId }, m);
    for (const booking of lapsed) {
      await enqueueEvent(m, bookingCancelledEvent(booking, 'expired', correlationId));
    }
    return lapsed;
  });
  if (expired.length > 0) {
    ctx.relay.notify();
    ctx.logger.info({ bookingIds: expired.map((b) => b.id) }, 'unpaid holds expired');
  }
  return expired.length;
}
