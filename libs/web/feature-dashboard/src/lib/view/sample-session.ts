import { hrefs } from '@chargesetu/web/routes';

/**
 * docs/product.md §3 "Dashboard inventions": the fixed sample active session the dashboard shows when the
 * user has no real one. Always shown with a "Sample" label, never as the user's data.
 */
export const SAMPLE_SESSION = {
  batteryPercent: 42,
  targetPercent: 80,
  minutesRemaining: 24,
  energyKwh: 16.8,
  powerKw: 48.2,
  cost: 234,
} as const;

/**
 * docs/product.md §2.1: the dashboard's Active Charging quick action goes here when there is no running
 * session.
 */
export const SAMPLE_CHARGING_PATH = hrefs.charging(1);
