// Sample data for the Station Management tab (docs/product.md §2.14; statuses from §4). Made up.

export type SampleStationStatus = 'Active' | 'Maintenance' | 'Pending';

export interface SampleStation {
  id: string;
  name: string;
  city: string;
  operator: string;
  chargers: number;
  status: SampleStationStatus;
  /** Share of bookable time booked this week, in percent. */
  utilization: number;
}

export const SAMPLE_STATIONS: SampleStation[] = [
  {
    id: 'ST-101',
    name: 'Indiranagar Fast Hub',
    city: 'Bengaluru',
    operator: 'Tata Power EZ Charge',
    chargers: 8,
    status: 'Active',
    utilization: 86,
  },
  {
    id: 'ST-102',
    name: 'Bandra Kurla Complex Plaza',
    city: 'Mumbai',
    operator: 'Jio-bp pulse',
    chargers: 12,
    status: 'Active',
    utilization: 78,
  },
  {
    id: 'ST-103',
    name: 'Connaught Place Charge Point',
    city: 'New Delhi',
    operator: 'EESL',
    chargers: 6,
    status: 'Active',
    utilization: 71,
  },
  {
    id: 'ST-104',
    name: 'Hinjewadi Phase 2 Depot',
    city: 'Pune',
    operator: 'Statiq',
    chargers: 10,
    status: 'Maintenance',
    utilization: 34,
  },
  {
    id: 'ST-105',
    name: 'OMR Sholinganallur Station',
    city: 'Chennai',
    operator: 'Zeon Charging',
    chargers: 4,
    status: 'Active',
    utilization: 64,
  },
  {
    id: 'ST-106',
    name: 'Gachibowli EV Point',
    city: 'Hyderabad',
    operator: 'ChargeZone',
    chargers: 6,
    status: 'Active',
    utilization: 58,
  },
  {
    id: 'ST-107',
    name: 'Salt Lake Sector V Hub',
    city: 'Kolkata',
    operator: 'Tata Power EZ Charge',
    chargers: 4,
    status: 'Pending',
    utilization: 0,
  },
  {
    id: 'ST-108',
    name: 'SG Highway Supercharge',
    city: 'Ahmedabad',
    operator: 'Statiq',
    chargers: 8,
    status: 'Active',
    utilization: 49,
  },
];

export interface SampleApproval {
  id: string;
  name: string;
  city: string;
  submittedBy: string;
  chargers: string;
  submitted: string;
}

/** New stations operators asked to list. */
export const SAMPLE_APPROVALS: SampleApproval[] = [
  {
    id: 'REQ-311',
    name: 'Salt Lake Sector V Hub',
    city: 'Kolkata',
    submittedBy: 'Ishita Banerjee',
    chargers: '2 × CCS2 60 kW, 2 × Type 2 22 kW',
    submitted: '18 Jul 2026',
  },
  {
    id: 'REQ-312',
    name: 'Vyttila Mobility Hub',
    city: 'Kochi',
    submittedBy: 'Priya Nair',
    chargers: '4 × CCS2 120 kW',
    submitted: '19 Jul 2026',
  },
  {
    id: 'REQ-313',
    name: 'Mall Road Charging Bay',
    city: 'Ludhiana',
    submittedBy: 'Harpreet Kaur',
    chargers: '2 × CHAdeMO 50 kW, 2 × Type 2 7 kW',
    submitted: '20 Jul 2026',
  },
];
