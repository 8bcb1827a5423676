import { todayIst } from '@chargesetu/shared/domain';

/** The calendar year in India (ARCHITECTURE 3a), whatever the browser's time zone. */
export function currentYearIst(now: Date = new Date()): number {
  return Number(todayIst(now).slice(0, 4));
}
