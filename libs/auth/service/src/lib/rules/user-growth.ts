import type { UserGrowthMonth } from '@chargesetu/shared/contracts';

/**
 * The month series of driver accounts: each month's new accounts and the running total at its end,
 * starting from the accounts created before the first month. A month with no new account is a real 0.
 */
export function growthSeries(
  months: readonly string[],
  before: number,
  newByMonth: ReadonlyMap<string, number>,
): UserGrowthMonth[] {
  let total = before;
  return months.map((month) => {
    const newDrivers = newByMonth.get(month) ?? 0;
    total += newDrivers;
    return { month, newDrivers, totalDrivers: total };
  });
}
