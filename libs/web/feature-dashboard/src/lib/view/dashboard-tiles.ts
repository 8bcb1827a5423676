import type { Booking, Payment, UserStats } from '@chargesetu/shared/contracts';
import { NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import { formatInr, translate } from '@chargesetu/web/i18n';
import { hrefs, paths } from '@chargesetu/web/routes';
import { activeChargingBooking, groupBookings } from './dashboard-bookings';
import { monthlyChargingCost } from './monthly-cost';

export type TileKey = 'activeBookings' | 'walletBalance' | 'vehicles' | 'avgMonthlyCost';

export interface Tile {
  key: TileKey;
  label: string;
  /** The figure, or "—" while it is unknown (loading or failed). */
  value: string;
  /** What the figure is, in plain words. */
  hint: string;
}

export interface TileInputs {
  bookings: readonly Booking[] | undefined;
  stats: Pick<UserStats, 'walletBalance'> | undefined;
  payments: readonly Payment[] | undefined;
  vehicleCount: number | undefined;
  now: Date;
}

/** Avg. Monthly Cost: what the driver paid for charging, per month; said plainly when nothing was paid. */
function monthlyCostTile(payments: readonly Payment[] | undefined, now: Date): Pick<Tile, 'value' | 'hint'> {
  if (!payments) return { value: NOT_AVAILABLE_DASH, hint: translate('dashboard:tiles.avgMonthlyCostHint') };
  const { perMonth, months } = monthlyChargingCost(payments, now);
  if (months === 0) return { value: formatInr(0), hint: translate('dashboard:tiles.avgMonthlyCostNone') };
  return {
    value: formatInr(perMonth),
    hint: translate('dashboard:tiles.avgMonthlyCostOver', { count: months }),
  };
}

/**
 * docs/product.md §2.15's four tiles. Active Bookings counts the bookings still ahead or under way (the
 * Upcoming and Active sub-tabs); the wallet comes from GET /api/user/stats; Avg. Monthly Cost is what the
 * driver's payments (GET /api/payments) really cost them, per month (see monthlyChargingCost).
 */
export function dashboardTiles({ bookings, stats, payments, vehicleCount, now }: TileInputs): Tile[] {
  const groups = bookings ? groupBookings(bookings, now) : undefined;
  return [
    {
      key: 'activeBookings',
      label: translate('dashboard:tiles.activeBookings'),
      value: groups ? String(groups.upcoming.length + groups.active.length) : NOT_AVAILABLE_DASH,
      hint: translate('dashboard:tiles.activeBookingsHint'),
    },
    {
      key: 'walletBalance',
      label: translate('dashboard:tiles.walletBalance'),
      value: stats ? formatInr(stats.walletBalance) : NOT_AVAILABLE_DASH,
      hint: translate('dashboard:tiles.walletBalanceHint'),
    },
    {
      key: 'vehicles',
      label: translate('dashboard:tiles.vehicles'),
      value: vehicleCount === undefined ? NOT_AVAILABLE_DASH : String(vehicleCount),
      hint: translate('dashboard:tiles.vehiclesHint'),
    },
    {
      key: 'avgMonthlyCost',
      label: translate('dashboard:tiles.avgMonthlyCost'),
      ...monthlyCostTile(payments, now),
    },
  ];
}

export interface QuickAction {
  /** Which action: its English name, which also names its icon and test ids; the screen shows it translated. */
  label: 'Find Stations' | 'Book Now' | 'Active Charging' | 'AI Assistant';
  /** Where it leads; null when there is nowhere to go (the action shows disabled, its description says why). */
  to: string | null;
  description: string;
}

/** The Active Charging action's description when it is disabled: there is no session to open. */
export const noSessionNowText = (): string => translate('dashboard:quick.noSession');

/** Why Active Charging is disabled when there is no running session to open. */
function noSessionReason(bookings: readonly Booking[] | undefined, failed: boolean): string {
  if (bookings) return noSessionNowText();
  return failed ? translate('dashboard:quick.checkFailed') : translate('dashboard:quick.checking');
}

/**
 * docs/product.md §2.15 quick actions. Active Charging opens the user's real running session (a booking
 * that is charging, or whose charger is starting); without one it is disabled and says why: there is none,
 * or the bookings are still being read, or could not be (`failed`).
 */
export function quickActions(bookings: readonly Booking[] | undefined, failed = false): QuickAction[] {
  const running = bookings ? activeChargingBooking(bookings) : undefined;
  return [
    {
      label: 'Find Stations',
      to: paths.home.path,
      description: translate('dashboard:quick.findStationsDescription'),
    },
    { label: 'Book Now', to: paths.home.path, description: translate('dashboard:quick.bookNowDescription') },
    {
      label: 'Active Charging',
      to: running ? hrefs.charging(running.id) : null,
      description: running
        ? translate('dashboard:quick.activeChargingDescription')
        : noSessionReason(bookings, failed),
    },
    {
      label: 'AI Assistant',
      to: paths.assistant.path,
      description: translate('dashboard:quick.assistantDescription'),
    },
  ];
}
