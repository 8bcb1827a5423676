import type { Booking, UserStats } from '@chargesetu/shared/contracts';
import { averageMonthlyCost, formatInr, NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import { hrefs, paths } from '@chargesetu/web/routes';
import { activeChargingBooking, groupBookings } from './dashboard-bookings';
import { SAMPLE_CHARGING_PATH } from './sample-session';

export type TileKey = 'activeBookings' | 'walletBalance' | 'vehicles' | 'avgMonthlyCost';

export interface Tile {
  key: TileKey;
  label: string;
  /** The figure, or "—" while it is unknown (loading or failed). */
  value: string;
  hint: string;
}

export interface TileInputs {
  bookings: readonly Booking[] | undefined;
  stats: Pick<UserStats, 'walletBalance' | 'totalSavings'> | undefined;
  vehicleCount: number | undefined;
  now: Date;
}

/**
 * docs/product.md §2.15's four tiles. Active Bookings counts the bookings still ahead or under way (the
 * Upcoming and Active sub-tabs); the wallet and Avg. Monthly Cost (total savings / 3, rounded:
 * docs/product.md §9) come from GET /api/user/stats.
 */
export function dashboardTiles({ bookings, stats, vehicleCount, now }: TileInputs): Tile[] {
  const groups = bookings ? groupBookings(bookings, now) : undefined;
  return [
    {
      key: 'activeBookings',
      label: 'Active Bookings',
      value: groups ? String(groups.upcoming.length + groups.active.length) : NOT_AVAILABLE_DASH,
      hint: 'Upcoming and in progress',
    },
    {
      key: 'walletBalance',
      label: 'Wallet Balance',
      value: stats ? formatInr(stats.walletBalance) : NOT_AVAILABLE_DASH,
      hint: 'Available to pay for bookings',
    },
    {
      key: 'vehicles',
      label: 'My Vehicles',
      value: vehicleCount === undefined ? NOT_AVAILABLE_DASH : String(vehicleCount),
      hint: 'Registered to your account',
    },
    {
      key: 'avgMonthlyCost',
      label: 'Avg. Monthly Cost',
      value: stats ? formatInr(averageMonthlyCost(stats.totalSavings)) : NOT_AVAILABLE_DASH,
      hint: 'Total savings over 3 months',
    },
  ];
}

export interface QuickAction {
  label: 'Find Stations' | 'Book Now' | 'Active Charging' | 'AI Assistant';
  to: string;
  description: string;
}

/**
 * docs/product.md §2.15 quick actions. Active Charging opens the user's running session when there is one;
 * without one it keeps the spec's /charging/1, whose page says plainly that there is no such session.
 */
export function quickActions(bookings: readonly Booking[] | undefined): QuickAction[] {
  const running = bookings ? activeChargingBooking(bookings) : undefined;
  return [
    { label: 'Find Stations', to: paths.home.path, description: 'Browse stations near you' },
    { label: 'Book Now', to: paths.home.path, description: 'Reserve a 30-minute slot' },
    {
      label: 'Active Charging',
      to: running ? hrefs.charging(running.id) : SAMPLE_CHARGING_PATH,
      description: running ? 'Watch your session live' : 'No session running now',
    },
    { label: 'AI Assistant', to: paths.assistant.path, description: 'Ask about charging' },
  ];
}
