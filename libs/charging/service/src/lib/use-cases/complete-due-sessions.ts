import { withTransaction } from '@chargesetu/shared/db';
import type { ChargingDeps } from '../deps';
import { finishSession } from './finish-session';

/** At most this many sessions per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Completes every running session whose natural end (battery full or booked time over) has come by
 * `now`, whether or not anyone is watching, each with charging.session.completed in the same
 * transaction. Safe with several instances and with concurrent status reads: rows are claimed with SKIP
 * LOCKED and completed by a conditional update. Returns how many were completed.
 */
export async function completeDueSessions(deps: ChargingDeps, now: Date = deps.now()): Promise<number> {
  const done = await withTransaction(deps.ctx.dataSource, async (m) => {
    const due = await deps.sessions.claimDue(now, BATCH, m);
    const completed: number[] = [];
    for (const session of due) {
      const finished = await finishSession(deps.sessions, session, { at: now, reason: 'stopped' }, m);
      if (finished) completed.push(finished.bookingId);
    }
    return completed;
  });
  if (done.length > 0) {
    deps.ctx.relay.notify();
    deps.ctx.logger.info({ bookingIds: done }, 'charging sessions completed at their natural end');
  }
  return done.length;
}
