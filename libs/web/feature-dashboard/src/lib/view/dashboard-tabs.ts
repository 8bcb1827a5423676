/** The dashboard's tabs (docs/product.md §2.15), in order; the value is what `?tab=` holds. */
export const DASHBOARD_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'stations', label: 'Find Stations' },
  { value: 'bookings', label: 'My Bookings' },
  { value: 'charging', label: 'Charging Monitor' },
  { value: 'vehicles', label: 'My Vehicles' },
  { value: 'profile', label: 'Profile Settings' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

/** The tab named in the address, or Overview for none or an unknown one. */
export function dashboardTab(requested: string | null): DashboardTab {
  return DASHBOARD_TABS.find((t) => t.value === requested)?.value ?? 'overview';
}
