import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';

export interface ProductFeature {
  id: string;
  icon: SvgIconComponent;
  title: string;
  summary: string;
  points: string[];
}

/**
 * docs/product.md §2.16: stations, booking, monitoring, payments, the AI assistant and vehicle management.
 */
export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  {
    id: 'stations',
    icon: EvStationOutlined,
    title: 'Stations you can count on',
    summary:
      'A growing network of public chargers in India’s busiest cities and along the highways between them.',
    points: [
      'Filter by state and city, from Maharashtra and Karnataka to Delhi and West Bengal',
      'See connector types (CCS2, CHAdeMO, Type 2), charger power and opening hours up front',
      'Spot fast chargers of 100 kW and more at a glance, with ratings from other drivers',
    ],
  },
  {
    id: 'booking',
    icon: ScheduleOutlined,
    title: 'Booking without the queue',
    summary: 'Pick a day and a 30-minute slot, choose your connector and power, and the charger is yours.',
    points: [
      'Morning, afternoon and evening slots shown in India Standard Time',
      'Only the chargers that match your vehicle’s connector are offered',
      'A clear estimate before you confirm: energy price, ₹10 platform fee and 18% GST',
    ],
  },
  {
    id: 'monitoring',
    icon: MonitorHeartOutlined,
    title: 'Live charging monitor',
    summary: 'Start and stop a session from your phone and know exactly how far along it is.',
    points: [
      'Battery level, energy delivered and cost so far, refreshed every few seconds',
      'An estimate of the range you have gained and the time left',
      'A receipt the moment the session ends',
    ],
  },
  {
    id: 'payments',
    icon: AccountBalanceWalletOutlined,
    title: 'Simple, honest payments',
    summary: 'Pay the way India pays, with every rupee accounted for.',
    points: [
      'UPI, debit and credit cards, or the ChargeSetu wallet',
      'Refunds of cancelled bookings go straight back to your wallet',
      'Every payment and receipt in one place, with GST shown separately',
    ],
  },
  {
    id: 'assistant',
    icon: SmartToyOutlined,
    title: 'An AI assistant that knows charging',
    summary: 'Ask questions in everyday language and get answers based on live station data.',
    points: [
      '“Where is the nearest fast charger in Pune?”',
      '“How much will 30 minutes at 60 kW cost me?”',
      'Tips on charging habits that keep your battery healthy for longer',
    ],
  },
  {
    id: 'vehicles',
    icon: DirectionsCarOutlined,
    title: 'All your vehicles, organised',
    summary: 'Keep every EV in your household or fleet in one garage.',
    points: [
      'Save make, model, registration number, battery capacity and connector types',
      'Bookings only offer chargers your chosen vehicle can use',
      'Add, edit or remove a vehicle in a few taps',
    ],
  },
];

export const STEPS = [
  { title: 'Find', text: 'Choose your state and city, and compare nearby stations.' },
  { title: 'Book', text: 'Pick a slot, your vehicle and the connector you need.' },
  { title: 'Pay', text: 'Confirm with UPI, card or wallet. Your slot is held.' },
  { title: 'Charge', text: 'Plug in, start from the app and watch the progress live.' },
] as const;
