import { USER_GROWTH_MONTHS, type UserGrowth, type UserGrowthQuery } from '@chargesetu/shared/contracts';
import { istMonth, istMonthStart, monthsEnding } from '@chargesetu/shared/domain';
import type { AuthDeps } from '../deps';
import { driverSignupsSince } from '../repositories/driver-growth.repository';
import { growthSeries } from '../rules/user-growth';
import { currentAdmin } from './current-user';

/**
 * Driver accounts per IST month, for the admin dashboard's Analytics tab: the last `months` months up to
 * this one (so far), each with its new accounts and the total at its end.
 */
export async function userGrowthForAdmin(
  deps: AuthDeps,
  adminId: number,
  query: UserGrowthQuery,
  now = new Date(),
): Promise<UserGrowth> {
  await currentAdmin(deps, adminId);
  const months = monthsEnding(istMonth(now), query.months ?? USER_GROWTH_MONTHS.default);
  const signups = await driverSignupsSince(deps.ctx.dataSource, istMonthStart(months[0]));
  return { months: growthSeries(months, signups.before, signups.byMonth), generatedAt: now.toISOString() };
}
