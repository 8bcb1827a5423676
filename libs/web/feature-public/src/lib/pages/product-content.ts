import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';

/** A product page feature; its texts are keys of the 'public' namespace. */
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
    title: 'product.stationsTitle',
    summary: 'product.stationsSummary',
    points: ['product.stationsPoint1', 'product.stationsPoint2', 'product.stationsPoint3'],
  },
  {
    id: 'booking',
    icon: ScheduleOutlined,
    title: 'product.bookingTitle',
    summary: 'product.bookingSummary',
    points: ['product.bookingPoint1', 'product.bookingPoint2', 'product.bookingPoint3'],
  },
  {
    id: 'monitoring',
    icon: MonitorHeartOutlined,
    title: 'product.monitoringTitle',
    summary: 'product.monitoringSummary',
    points: ['product.monitoringPoint1', 'product.monitoringPoint2', 'product.monitoringPoint3'],
  },
  {
    id: 'payments',
    icon: AccountBalanceWalletOutlined,
    title: 'product.paymentsTitle',
    summary: 'product.paymentsSummary',
    points: ['product.paymentsPoint1', 'product.paymentsPoint2', 'product.paymentsPoint3'],
  },
  {
    id: 'assistant',
    icon: SmartToyOutlined,
    title: 'product.assistantTitle',
    summary: 'product.assistantSummary',
    points: ['product.assistantPoint1', 'product.assistantPoint2', 'product.assistantPoint3'],
  },
  {
    id: 'vehicles',
    icon: DirectionsCarOutlined,
    title: 'product.vehiclesTitle',
    summary: 'product.vehiclesSummary',
    points: ['product.vehiclesPoint1', 'product.vehiclesPoint2', 'product.vehiclesPoint3'],
  },
];

/** The four steps; titles and texts are keys of the 'public' namespace. */
export const STEPS = [
  { title: 'product.stepFindTitle', text: 'product.stepFindText' },
  { title: 'product.stepBookTitle', text: 'product.stepBookText' },
  { title: 'product.stepPayTitle', text: 'product.stepPayText' },
  { title: 'product.stepChargeTitle', text: 'product.stepChargeText' },
] as const;
