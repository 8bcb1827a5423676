/** docs/product.md §2.14: the admin dashboard's seven tabs, in order. */
export const DASHBOARD_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'users', label: 'User Management' },
  { value: 'stations', label: 'Station Management' },
  { value: 'finance', label: 'Financial Management' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'system', label: 'System' },
  { value: 'support', label: 'Support' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];
