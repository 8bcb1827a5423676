import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';

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
    icon: ReceiptLongOutlined,
    title: 'Pay only for what you use',
    text: 'Every charger shows its price per kWh before you book. What a session does not use, and what you paid for a booking you cancel, goes back to your ChargeSetu wallet.',
  },
];
