import { useMemo } from 'react';
import {
  useGetBookingsQuery,
  useGetPaymentsQuery,
  useGetUserStatsQuery,
  useGetVehiclesQuery,
} from '@chargesetu/web/data-access';
import { useNow } from '@chargesetu/web/ui';
import { activeChargingBooking, groupBookings } from '../view/dashboard-bookings';

/** The signed-in user's real bookings, wallet, payments and vehicles, grouped for the dashboard. */
export function useDashboardData() {
  // Refreshed every minute so bookings move between Upcoming, Active and History.
  const now = useNow(60_000);
  const bookings = useGetBookingsQuery();
  const stats = useGetUserStatsQuery();
  const payments = useGetPaymentsQuery();
  const vehicles = useGetVehiclesQuery();
  const groups = useMemo(() => groupBookings(bookings.data ?? [], now), [bookings.data, now]);
  const running = useMemo(() => activeChargingBooking(bookings.data ?? []), [bookings.data]);
  return { now, bookings, stats, payments, vehicles, groups, running };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
