import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';

/** docs/product.md §1: the landing page's marketing claims. */
export const CLAIMS = [
  { value: '100+', label: 'Charging stations' },
  { value: '10,000+', label: 'EV owners on board' },
  { value: '50,000+', label: 'Charging sessions' },
  { value: '4.8/5', label: 'Average user rating' },
  { value: 'Up to 30%', label: 'Saved on charging costs' },
] as const;

export interface FeatureCard {
  icon: SvgIconComponent;
  title: string;
  text: string;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    icon: EvStationOutlined,
    title: 'Find a charger near you',
    text: 'Browse stations by state and city, with connector types, power, opening hours and ratings before you set off.',
  },
  {
    icon: ScheduleOutlined,
    title: 'Book a slot in seconds',
    text: 'Reserve a 30-minute slot for the connector and power your car needs. No queue at the plug, no wasted trip.',
  },
  {
    icon: MonitorHeartOutlined,
    title: 'Watch it charge live',
    text: 'Start and stop charging from your phone and follow battery level, energy delivered and time remaining.',
  },
  {
    icon: AccountBalanceWalletOutlined,
    title: 'Pay your way',
    text: 'UPI, cards or the ChargeSetu wallet. Prices in rupees, with the platform fee and GST shown before you pay.',
  },
  {
    icon: SmartToyOutlined,
    title: 'Ask the AI assistant',
    text: 'Ask in plain words for the nearest fast charger, what a session will cost, or how to look after your battery.',
  },
  {
    icon: SavingsOutlined,
    title: 'Save up to 30%',
    text: 'Transparent per-kWh pricing, off-peak slots and wallet savings keep your cost per kilometre low.',
  },
];
