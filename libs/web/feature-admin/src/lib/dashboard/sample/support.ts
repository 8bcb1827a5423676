// Sample data for the Support tab (docs/product.md §2.14; ticket, priority and severity values from §4). Made
// up.

export interface SampleTicket {
  id: string;
  subject: string;
  user: string;
  status: 'Open' | 'In Progress';
  priority: 'High' | 'Medium';
  created: string;
}

export const SAMPLE_TICKETS: SampleTicket[] = [
  {
    id: 'TKT-2043',
    subject: 'Charger stuck at 80% and would not stop',
    user: 'Ananya Iyer',
    status: 'Open',
    priority: 'High',
    created: '20 Jul 2026, 9:35 AM',
  },
  {
    id: 'TKT-2041',
    subject: 'Refund not yet in wallet',
    user: 'Priya Nair',
    status: 'In Progress',
    priority: 'Medium',
    created: '19 Jul 2026, 8:10 PM',
  },
  {
    id: 'TKT-2038',
    subject: 'Could not find the station entrance',
    user: 'Karan Malhotra',
    status: 'Open',
    priority: 'Medium',
    created: '19 Jul 2026, 5:22 PM',
  },
  {
    id: 'TKT-2035',
    subject: 'Charged twice for one booking',
    user: 'Tanvi Shah',
    status: 'In Progress',
    priority: 'High',
    created: '19 Jul 2026, 11:02 AM',
  },
];

export interface SampleStationIssue {
  id: string;
  station: string;
  city: string;
  issue: string;
  severity: 'Critical' | 'Medium';
  reported: string;
}

export const SAMPLE_STATION_ISSUES: SampleStationIssue[] = [
  {
    id: 'ISS-508',
    station: 'Hinjewadi Phase 2 Depot',
    city: 'Pune',
    issue: 'Two DC chargers offline after a power surge',
    severity: 'Critical',
    reported: '38 min ago',
  },
  {
    id: 'ISS-507',
    station: 'Bandra Kurla Complex Plaza',
    city: 'Mumbai',
    issue: 'Payment terminal slow to respond',
    severity: 'Medium',
    reported: '3 hr ago',
  },
  {
    id: 'ISS-505',
    station: 'OMR Sholinganallur Station',
    city: 'Chennai',
    issue: 'CCS2 cable holster damaged',
    severity: 'Medium',
    reported: 'Yesterday',
  },
];

export const SAMPLE_LOGS: Array<{ time: string; level: 'INFO' | 'WARN' | 'ERROR'; message: string }> = [
  { time: '10:42:17', level: 'INFO', message: 'bookings: booking 48221 created (pending)' },
  { time: '10:41:58', level: 'INFO', message: 'payments: payment.completed published for booking 48219' },
  { time: '10:39:03', level: 'WARN', message: 'stations: charger ST-104/3 missed 3 heartbeats' },
  { time: '10:37:44', level: 'ERROR', message: 'charging: session 9120 stopped: charger reported a fault' },
  { time: '10:35:12', level: 'INFO', message: 'auth: admin signed in from 203.0.113.24' },
];
