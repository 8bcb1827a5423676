// Sample data for the Analytics tab (docs/product.md §2.14). Made up.

/** New drivers and total drivers per month, February to July 2026. */
export const SAMPLE_GROWTH = {
  months: ['Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'],
  newUsers: [812, 945, 1103, 1287, 1420, 1618],
  activeUsers: [6240, 6910, 7685, 8540, 9475, 10610],
};

/** How long charging sessions lasted, in minutes. */
export const SAMPLE_SESSION_TIME = {
  buckets: ['Under 15', '15-30', '30-45', '45-60', 'Over 60'],
  sessions: [640, 2310, 1875, 920, 215],
  averageMinutes: 31,
};

/** Bookings by city, last 30 days. */
export const SAMPLE_CITY_DISTRIBUTION: Array<{ city: string; bookings: number }> = [
  { city: 'Bengaluru', bookings: 3480 },
  { city: 'Mumbai', bookings: 2915 },
  { city: 'New Delhi', bookings: 2630 },
  { city: 'Pune', bookings: 1540 },
  { city: 'Hyderabad', bookings: 1395 },
  { city: 'Chennai', bookings: 1210 },
];

export const SAMPLE_REPORTS: Array<{ title: string; description: string }> = [
  { title: 'Peak hours', description: 'When each city charges most, by slot group and weekday.' },
  { title: 'Revenue by city', description: 'Rupees taken per city and operator, with GST shown apart.' },
  {
    title: 'Driver retention',
    description: 'Drivers who booked again within 30 days of their first session.',
  },
  {
    title: 'Station performance',
    description: 'Utilisation, faults and ratings of every station in one table.',
  },
];
