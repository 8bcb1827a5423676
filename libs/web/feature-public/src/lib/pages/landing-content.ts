import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';

/** A landing page feature card; title and text are keys of the 'public' namespace. */
export interface FeatureCard {
  icon: SvgIconComponent;
  title: string;
  text: string;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    icon: EvStationOutlined,
    title: 'landing.cards.findTitle',
    text: 'landing.cards.findText',
  },
  {
    icon: ScheduleOutlined,
    title: 'landing.cards.bookTitle',
    text: 'landing.cards.bookText',
  },
  {
    icon: MonitorHeartOutlined,
    title: 'landing.cards.watchTitle',
    text: 'landing.cards.watchText',
  },
  {
    icon: AccountBalanceWalletOutlined,
    title: 'landing.cards.payTitle',
    text: 'landing.cards.payText',
  },
  {
    icon: SmartToyOutlined,
    title: 'landing.cards.askTitle',
    text: 'landing.cards.askText',
  },
  {
    icon: ReceiptLongOutlined,
    title: 'landing.cards.fairTitle',
    text: 'landing.cards.fairText',
  },
];
