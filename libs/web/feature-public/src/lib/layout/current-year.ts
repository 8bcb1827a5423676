import { todayIst } from '@chargesetu/shared/domain';

/** The calendar year in India (docs/architecture.md §4), whatever the browser's time zone. */
export function currentYearIst(now: Date = new Date()): number {
  return Number(todayIst(now).slice(0, 4));
}
