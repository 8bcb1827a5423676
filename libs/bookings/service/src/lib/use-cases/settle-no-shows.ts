import { withTransaction } from '@chargesetu/shared/db';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { BookingsDeps } from '../deps';
import { bookingNoShowEvent } from '../events/booking-no-show-event';

/** At most this many bookings per run; the next run takes the rest. */
const BATCH = 500;

/**
 * The no-show rule (docs/product.md §4): every paid booking still `confirmed` once its slot has ended never
 * charged (charging claims a booking, confirmed -> active, before any session). Each is marked a no-show and
 * booking.no-show goes out in the same transaction, once per booking whatever the instances (rows are claimed
 * with SKIP LOCKED and never claimed again); payments refunds the share it names. The booking itself stays
 * confirmed. Returns how many.
 */
export async function settleNoShows(
  { ctx, noShows, config }: BookingsDeps,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const settled = await withTransaction(ctx.dataSource, async (m) => {
    const due = await noShows.claimDue(now, BATCH, config.NO_SHOW_REFUND_PERCENT, m);
    for (const n of due) await enqueueEvent(m, bookingNoShowEvent(n));
    return due;
  });
  if (settled.length > 0) {
    ctx.relay.notify();
    ctx.logger.info({ bookingIds: settled.map((n) => n.bookingId) }, 'paid slots ended unused (no-show)');
  }
  return settled.length;
}
