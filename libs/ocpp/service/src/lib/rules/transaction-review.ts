/** How far ahead of the platform's clock a charger's timestamp may be before it is not believed, ms. */
const CLOCK_TOLERANCE_MS = 5 * 60_000;

export interface TransactionReadings {
  meterStartWh: number;
  startedAt: Date;
  meterStopWh: number;
  endedAt: Date;
}

/** What a transaction ended with, once judged: the energy billed and why it needs a person's look. */
export interface ReviewedTransaction {
  /** meterStop − meterStart, never negative. */
  energyWh: number;
  /** Empty when the readings can be trusted as they are. */
  reviewReasons: string[];
}

/**
 * Sanity rules for a finished transaction (after SteVe's): a stop before the start, a meter that went
 * backwards, a timestamp in the future. Such a transaction is flagged for review; what it bills is never
 * negative, and the charging service never bills more than was prepaid.
 */
export function reviewTransaction(t: TransactionReadings, now: Date): ReviewedTransaction {
  const reasons: string[] = [];
  if (t.endedAt.getTime() < t.startedAt.getTime()) reasons.push('stopped before it started');
  if (t.meterStopWh < t.meterStartWh) reasons.push('meter stop below meter start');
  const future = now.getTime() + CLOCK_TOLERANCE_MS;
  if (t.startedAt.getTime() > future || t.endedAt.getTime() > future) reasons.push('timestamp in the future');
  return { energyWh: Math.max(0, t.meterStopWh - t.meterStartWh), reviewReasons: reasons };
}
