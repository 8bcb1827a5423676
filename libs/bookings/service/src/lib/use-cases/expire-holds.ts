import { withTransaction } from '@chargesetu/shared/db';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { BookingsDeps } from '../deps';
import { bookingCancelledEvent } from './booking-cancelled-event';

/** At most this many holds per run; the next run takes the rest. */
const BATCH = 500;

/**
 * Cancels every pending booking whose hold has lapsed by `now` (optionally only those on one station
 * or of one vehicle), freeing its charger, and publishes booking.cancelled (reason 'expired') for each
 * in the same transaction. Safe with several instances: rows are claimed with SKIP LOCKED. Returns
 * how many.
 */
export async function expireHolds(
  { ctx, bookings }: BookingsDeps,
  now: Date = new Date(),
  o: { stationId?: number; vehicleId?: number; correlationId?: string } = {},
): Promise<number> {
  const expired = await withTransaction(ctx.dataSource, async (m) => {
    const rows = await bookings.expireDue(now, BATCH, m, { stationId: o.stationId, vehicleId: o.vehicleId });
    for (const row of rows) await enqueueEvent(m, bookingCancelledEvent(row, 'expired', o.correlationId));
    return rows;
  });
  if (expired.length > 0) {
    ctx.relay.notify();
    ctx.logger.info({ bookingIds: expired.map((r) => r.id) }, 'unpaid holds expired');
  }
  return expired.length;
}
