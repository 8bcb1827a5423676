import { useMemo } from 'react';
import { useGetBookingsQuery, useGetUserStatsQuery, useGetVehiclesQuery } from '@chargesetu/web/data-access';
import { useNow } from '@chargesetu/web/ui';
import { activeChargingBooking, groupBookings } from '../view/dashboard-bookings';

// The dashboard is where people check the state of things: re-read these when it opens and the cached
// copy is older than this many seconds (a payment confirms its booking a moment after it answers).
const FRESH_FOR_S = 30;

/** The signed-in user's real bookings, wallet and vehicles, grouped for the dashboard. */
export function useDashboardData() {
  // Refreshed every minute so bookings move between Upcoming, Active and History.
  const now = useNow(60_000);
  const bookings = useGetBookingsQuery(undefined, { refetchOnMountOrArgChange: FRESH_FOR_S });
  const stats = useGetUserStatsQuery(undefined, { refetchOnMountOrArgChange: FRESH_FOR_S });
  const vehicles = useGetVehiclesQuery();
  const groups = useMemo(() => groupBookings(bookings.data ?? [], now), [bookings.data, now]);
  const running = useMemo(() => activeChargingBooking(bookings.data ?? []), [bookings.data]);
  return { now, bookings, stats, vehicles, groups, running };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
