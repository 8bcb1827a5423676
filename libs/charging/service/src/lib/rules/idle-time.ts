import { toMoneyString } from '@chargesetu/shared/domain';

/**
 * Idle time: a car left plugged in after charging finished. From a report of SuspendedEV (the car takes no
 * more energy, the transaction still open) or Finishing (the transaction ended, the cable still plugged in)
 * to the connector's next report of anything else (Charging again, Available once unplugged, Offline,
 * Faulted…), the session's connector is idle. Only its own reports count: from its start, and after its end
 * only until the first report that is not idle (the driver unplugged; a later Finishing is someone else's).
 */
export const IDLE_CONNECTOR_STATUSES: ReadonlySet<string> = new Set(['SuspendedEV', 'Finishing']);

/** One status report of a session's connector, at the charger's time. */
export interface ConnectorReport {
  at: Date;
  status: string;
}

/**
 * Whole seconds the session's connector was idle, from its reports in any order (at the charger's time): each
 * idle report counts until the next report, or until `now` for the last one while still idle.
 */
export function idleSecondsOf(
  reports: readonly ConnectorReport[],
  session: { startTime: Date; endTime: Date | null },
  now: Date,
): number {
  const sorted = reports
    .filter((r) => r.at.getTime() >= session.startTime.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const end = session.endTime?.getTime() ?? null;
  const own = sorted.findIndex(
    (r) => end !== null && r.at.getTime() > end && !IDLE_CONNECTOR_STATUSES.has(r.status),
  );
  const mine = own === -1 ? sorted : sorted.slice(0, own + 1);
  let ms = 0;
  mine.forEach((r, i) => {
    if (!IDLE_CONNECTOR_STATUSES.has(r.status)) return;
    const until = mine[i + 1]?.at ?? now;
    ms += Math.max(0, until.getTime() - r.at.getTime());
  });
  return Math.floor(ms / 1000);
}

/**
 * When an ended session's idle time is over: the time of the first report after its end that is not idle (the
 * driver unplugged: Available; or Offline, Faulted…), whatever order the reports came in; null while its
 * connector has reported no such thing (still plugged in, or nothing after the end), and for a session not
 * ended. The idle fee is billed from the reports up to it (use-cases/charge-idle-fee).
 */
export function idleEndOf(
  reports: readonly ConnectorReport[],
  session: { endTime: Date | null },
): Date | null {
  const end = session.endTime?.getTime();
  if (end === undefined) return null;
  const after = reports
    .filter((r) => r.at.getTime() > end && !IDLE_CONNECTOR_STATUSES.has(r.status))
    .map((r) => r.at.getTime());
  return after.length === 0 ? null : new Date(Math.min(...after));
}

/** The idle-fee rule: rupees per idle minute after a grace period; 0 per minute is off. */
export interface IdleFeePolicy {
  perMinute: number;
  graceMinutes: number;
}

/** The fee for `minutes` idle: the minutes past the grace × the price, as money; null when the fee is off. */
export function idleFee(minutes: number, policy: IdleFeePolicy): string | null {
  if (!(policy.perMinute > 0)) return null;
  const charged = Math.max(0, minutes - policy.graceMinutes);
  return toMoneyString((Math.round(charged * policy.perMinute * 100) / 100).toFixed(2));
}
