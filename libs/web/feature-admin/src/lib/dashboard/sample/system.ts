// Sample data for the System tab (docs/product.md §2.14). Made up; the toggles start in these positions.

export const SAMPLE_TOGGLES = [
  {
    key: 'maintenance',
    label: 'Maintenance Mode',
    description: 'Show a maintenance notice and pause new bookings.',
    on: false,
  },
  {
    key: 'registrations',
    label: 'Enable New Registrations',
    description: 'Let new drivers create accounts.',
    on: true,
  },
  {
    key: 'autoApproval',
    label: 'Station Auto-Approval',
    description: 'List new stations without a manual review.',
    on: false,
  },
] as const;

export const SAMPLE_INTEGRATIONS: Array<{
  name: string;
  provider: string;
  status: 'Connected' | 'Needs attention';
  detail: string;
}> = [
  {
    name: 'Payment gateway',
    provider: 'Razorpay',
    status: 'Connected',
    detail: 'UPI, cards and netbanking; last settlement 20 Jul, 6:00 AM',
  },
  {
    name: 'Map services',
    provider: 'OpenStreetMap tiles',
    status: 'Connected',
    detail: 'Station map and directions links',
  },
  {
    name: 'SMS',
    provider: 'MSG91',
    status: 'Needs attention',
    detail: 'DLT template for charging reminders awaits approval',
  },
];

export const SAMPLE_TEMPLATES: Array<{ name: string; channel: string; preview: string }> = [
  {
    name: 'Booking confirmation',
    channel: 'SMS and email',
    preview: 'Your slot at {station} on {date}, {time} is confirmed. Booking #{id}.',
  },
  {
    name: 'Charging reminder',
    channel: 'SMS',
    preview: 'Your charging slot at {station} starts in 15 minutes. Please arrive on time.',
  },
  {
    name: 'Payment receipt',
    channel: 'Email',
    preview: 'We received ₹{amount} for booking #{id}. Your GST receipt is attached.',
  },
];

export const SAMPLE_DATABASE = {
  usedMb: 412,
  /** docs/product.md §2.14: the sample database limit is 1 GB. */
  limitMb: 1024,
  lastBackup: '20 Jul 2026, 2:00 AM',
  tables: 14,
};
