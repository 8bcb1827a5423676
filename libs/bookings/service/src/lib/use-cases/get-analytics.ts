import type { AnalyticsQuery, BookingsAnalytics } from '@chargesetu/shared/contracts';
import { addDaysYmd, analyticsRange, istInstant } from '@chargesetu/shared/domain';
import { listStations } from '../clients/service-reads';
import type { BookingsDeps } from '../deps';
import { bookingsStartingBetween } from '../repositories/analytics.repository';
import { bookingsAnalytics } from '../rules/analytics';

/**
 * GET /api/bookings/analytics: the bookings of the range from this service's table, the chargers and
 * opening hours of every station from the stations service, combined by the pure rules. A bad range is a
 * 400 saying why (analyticsRange).
 */
export async function getAnalytics(
  deps: BookingsDeps,
  q: AnalyticsQuery,
  requestId?: string,
): Promise<BookingsAnalytics> {
  const range = analyticsRange(q);
  const [bookings, stations] = await Promise.all([
    bookingsStartingBetween(
      deps.ctx.dataSource,
      istInstant(range.from, '00:00'),
      istInstant(addDaysYmd(range.to, 1), '00:00'),
    ),
    listStations(deps.ctx.services, requestId),
  ]);
  const catalogue = stations.map((s) => ({
    id: s.id,
    chargers: s.chargers.length,
    operatingHours: s.operatingHours,
  }));
  return { ...bookingsAnalytics(range, bookings, catalogue), generatedAt: new Date().toISOString() };
}
