// Sample data for the Overview tab's system metrics and recent activity (docs/product.md §2.14). Made up.

export interface SampleMetric {
  label: string;
  /** What the bar shows, 0-100. */
  percent: number;
  /** The figure as written next to the bar. */
  display: string;
  /** A load at or above this percent shows as a warning (uptime has none: high is good). */
  warnAt?: number;
}

export const SAMPLE_SYSTEM_METRICS: SampleMetric[] = [
  { label: 'API uptime (30 days)', percent: 99.96, display: '99.96%' },
  { label: 'CPU load', percent: 42, display: '42%', warnAt: 80 },
  { label: 'Memory in use', percent: 63, display: '63% of 8 GB', warnAt: 80 },
  { label: 'Database storage', percent: 41.2, display: '412 MB of 1 GB', warnAt: 80 },
];

export const SAMPLE_RESPONSE_TIME = '184 ms';

export type ActivityKind = 'user' | 'station' | 'payment' | 'support';

export interface SampleRecentActivity {
  kind: ActivityKind;
  text: string;
  when: string;
}

export const SAMPLE_RECENT_ACTIVITY: SampleRecentActivity[] = [
  { kind: 'user', text: 'Farah Sheikh registered from Lucknow', when: '4 min ago' },
  { kind: 'payment', text: 'Rahul Verma paid ₹1,014.80 at Connaught Place Charge Point', when: '12 min ago' },
  { kind: 'station', text: 'Hinjewadi Phase 2 Depot went into maintenance', when: '38 min ago' },
  { kind: 'support', text: 'Ticket TKT-2043 opened: charger stuck at 80%', when: '1 hr ago' },
  { kind: 'station', text: 'Vyttila Mobility Hub asked to be listed (Kochi)', when: '2 hr ago' },
];
