import { translate } from '@chargesetu/web/i18n';

/**
 * The dashboard's tabs (docs/product.md §2.15), in order; the value is what `?tab=` holds. The label is read
 * in the language shown when it is drawn.
 */
// Each tab's label key, in the order the tabs stand.
const TAB_LABEL_KEYS = {
  overview: 'dashboard:tabs.overview',
  stations: 'dashboard:tabs.stations',
  bookings: 'dashboard:tabs.bookings',
  charging: 'dashboard:tabs.charging',
  vehicles: 'dashboard:tabs.vehicles',
  profile: 'dashboard:tabs.profile',
} as const;

export type DashboardTab = keyof typeof TAB_LABEL_KEYS;

export const DASHBOARD_TABS: ReadonlyArray<{ readonly value: DashboardTab; readonly label: string }> = (
  Object.keys(TAB_LABEL_KEYS) as DashboardTab[]
).map((value) => ({
  value,
  get label() {
    return translate(TAB_LABEL_KEYS[value]);
  },
}));

/** The tab named in the address, or Overview for none or an unknown one. */
export function dashboardTab(requested: string | null): DashboardTab {
  return DASHBOARD_TABS.find((t) => t.value === requested)?.value ?? 'overview';
}
