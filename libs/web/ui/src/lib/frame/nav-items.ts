import type { SvgIconComponent } from '@mui/icons-material';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { translate } from '@chargesetu/web/i18n';
import { pathPrefix, paths } from '@chargesetu/web/routes';

export interface NavItem {
  /** The item's text in the language shown (read when drawn: the key is in the `common` namespace). */
  readonly label: string;
  to: string;
  icon: SvgIconComponent;
  /** Shown only to a signed-in user. */
  signedInOnly: boolean;
  /** Other paths on which this item counts as the current one. */
  alsoActiveOn?: readonly string[];
}

// Book counts every station and booking page as its own.
const BOOK_SECTIONS = [pathPrefix(paths.station), pathPrefix(paths.booking)];

const item = (
  labelKey: string,
  to: string,
  icon: SvgIconComponent,
  signedInOnly = false,
  alsoActiveOn?: string[],
): NavItem => ({
  get label() {
    return translate(labelKey);
  },
  to,
  icon,
  signedInOnly,
  ...(alsoActiveOn ? { alsoActiveOn } : {}),
});

/** docs/product.md §2.17 side menu, in order. */
export const SIDE_MENU_ITEMS: readonly NavItem[] = [
  item('common:nav.dashboard', paths.dashboard.path, SpaceDashboardOutlined, true, [
    paths.userDashboard.path,
  ]),
  item('common:nav.book', paths.home.path, EvStationOutlined, false, BOOK_SECTIONS),
  item('common:nav.assistant', paths.assistant.path, SmartToyOutlined),
  item('common:nav.myBookings', paths.bookings.path, EventNoteOutlined, true),
  item('common:nav.payments', paths.payments.path, PaymentsOutlined, true),
  item('common:nav.myVehicles', paths.vehicles.path, DirectionsCarOutlined, true),
  item('common:nav.profile', paths.profile.path, PersonOutlined, true),
];

/** docs/product.md §2.17 bottom bar, before the More button. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  item('common:nav.book', paths.home.path, EvStationOutlined, false, BOOK_SECTIONS),
  item('common:nav.bookings', paths.bookings.path, EventNoteOutlined, true),
  item('common:nav.assistant', paths.assistant.path, SmartToyOutlined),
];

/**
 * docs/product.md §2.17 More sheet. They need sign-in: a signed-out visitor who opens one is asked to sign
 * in.
 */
export const MORE_ITEMS: readonly NavItem[] = [
  item('common:nav.dashboard', paths.dashboard.path, SpaceDashboardOutlined, true),
  item('common:nav.myVehicles', paths.vehicles.path, DirectionsCarOutlined, true),
  item('common:nav.chargingHistory', paths.chargingHistory.path, HistoryOutlined, true),
  item('common:nav.payments', paths.payments.path, PaymentsOutlined, true),
  item('common:nav.profileSettings', paths.profile.path, PersonOutlined, true),
  item('common:nav.appSettings', paths.settings.path, SettingsOutlined, true),
];

/** docs/product.md §2.17 header (account) menu, before Log out. */
export const ACCOUNT_MENU_ITEMS: readonly NavItem[] = [
  item('common:nav.dashboard', paths.dashboard.path, SpaceDashboardOutlined, true),
  item('common:nav.profile', paths.profile.path, PersonOutlined, true),
  item('common:nav.settings', paths.settings.path, SettingsOutlined, true),
];

/** Whether `pathname` is `base` or a page below it (`/station/4` is below `/station`). */
const isWithin = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export function isActive(pathname: string, navItem: NavItem): boolean {
  return [navItem.to, ...(navItem.alsoActiveOn ?? [])].some((base) => isWithin(pathname, base));
}

/** docs/product.md §2.17: the bottom bar is hidden on these paths. */
export const BOTTOM_BAR_HIDDEN_PATHS: readonly string[] = [
  paths.landing.path,
  paths.adminLogin.path,
  paths.adminDashboard.path,
  paths.login.path,
  paths.register.path,
];

// docs/product.md §2.17: the small-screen top bar has a back button on these pages.
const BACK_BUTTON_SECTIONS = [
  paths.station,
  paths.booking,
  paths.charging,
  paths.payment,
  paths.bookingSuccess,
].map(pathPrefix);

export function hasBackButton(pathname: string): boolean {
  return BACK_BUTTON_SECTIONS.some((base) => isWithin(pathname, base));
}
