/** docs/product.md §2.14: the admin dashboard's seven tabs, in order; `label` is the key of its name. */
export const DASHBOARD_TABS = [
  { value: 'overview', label: 'dashboard.tabs.overview' },
  { value: 'users', label: 'dashboard.tabs.users' },
  { value: 'stations', label: 'dashboard.tabs.stations' },
  { value: 'finance', label: 'dashboard.tabs.finance' },
  { value: 'analytics', label: 'dashboard.tabs.analytics' },
  { value: 'system', label: 'dashboard.tabs.system' },
  { value: 'support', label: 'dashboard.tabs.support' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];
