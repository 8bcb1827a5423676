// Sample data for the Financial Management tab (docs/product.md §2.14; transaction statuses from §4). Made
// up.

export interface SampleTransaction {
  id: string;
  user: string;
  station: string;
  /** Rupees, 2 decimals. */
  amount: string;
  method: 'UPI' | 'Card' | 'Wallet';
  status: 'Completed' | 'Pending';
  date: string;
}

export const SAMPLE_TRANSACTIONS: SampleTransaction[] = [
  {
    id: 'TXN-20260720-4821',
    user: 'Rahul Verma',
    station: 'Connaught Place Charge Point',
    amount: '1014.80',
    method: 'UPI',
    status: 'Completed',
    date: '20 Jul 2026, 10:05 AM',
  },
  {
    id: 'TXN-20260720-4817',
    user: 'Kavya Menon',
    station: 'Indiranagar Fast Hub',
    amount: '720.92',
    method: 'Card',
    status: 'Completed',
    date: '20 Jul 2026, 9:40 AM',
  },
  {
    id: 'TXN-20260720-4809',
    user: 'Sneha Kulkarni',
    station: 'Hinjewadi Phase 2 Depot',
    amount: '442.50',
    method: 'Wallet',
    status: 'Pending',
    date: '20 Jul 2026, 9:02 AM',
  },
  {
    id: 'TXN-20260719-4788',
    user: 'Aarav Sharma',
    station: 'Bandra Kurla Complex Plaza',
    amount: '1298.00',
    method: 'UPI',
    status: 'Completed',
    date: '19 Jul 2026, 7:48 PM',
  },
  {
    id: 'TXN-20260719-4772',
    user: 'Ananya Iyer',
    station: 'OMR Sholinganallur Station',
    amount: '566.40',
    method: 'Card',
    status: 'Completed',
    date: '19 Jul 2026, 6:15 PM',
  },
];

export interface SampleRefund {
  id: string;
  user: string;
  booking: string;
  amount: string;
  reason: string;
}

export const SAMPLE_REFUNDS: SampleRefund[] = [
  {
    id: 'RF-1207',
    user: 'Priya Nair',
    booking: '#48190',
    amount: '613.60',
    reason: 'Charger out of order on arrival',
  },
  {
    id: 'RF-1208',
    user: 'Karan Malhotra',
    booking: '#48202',
    amount: '354.00',
    reason: 'Session stopped after 4 minutes',
  },
  {
    id: 'RF-1209',
    user: 'Tanvi Shah',
    booking: '#48211',
    amount: '886.18',
    reason: 'Charged twice for one booking',
  },
];

/** Monthly revenue in rupees, February to July 2026. */
export const SAMPLE_MONTHLY_REVENUE: Array<{ month: string; revenue: number }> = [
  { month: 'Feb', revenue: 312400 },
  { month: 'Mar', revenue: 348950 },
  { month: 'Apr', revenue: 371200 },
  { month: 'May', revenue: 402780 },
  { month: 'Jun', revenue: 436150 },
  { month: 'Jul', revenue: 482350 },
];

/** Where July's revenue came from, by payment method (rupees). */
export const SAMPLE_REVENUE_BREAKDOWN: Array<{ label: string; value: number }> = [
  { label: 'UPI', value: 279763 },
  { label: 'Card', value: 130235 },
  { label: 'Wallet', value: 72352 },
];

export const SAMPLE_FINANCE_SUMMARY = {
  thisMonth: '482350.00',
  lastMonth: '436150.00',
  pendingSettlement: '38420.50',
  refundsThisMonth: '12870.40',
};
