// Sample data for the User Management tab (docs/product.md §2.14; statuses from §4). Made up: no real person.

export type SampleUserStatus = 'Active' | 'Pending';
export type SampleRole = 'Admin' | 'Manager' | 'User';

export interface SampleUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  role: SampleRole;
  status: SampleUserStatus;
  /** IST calendar date. */
  joined: string;
  bookings: number;
}

const people: Array<[string, string, SampleRole, SampleUserStatus, string, number]> = [
  ['Aarav Sharma', 'Mumbai', 'User', 'Active', '2026-01-12', 42],
  ['Ananya Iyer', 'Chennai', 'User', 'Active', '2026-01-28', 31],
  ['Rohan Mehta', 'Ahmedabad', 'Manager', 'Active', '2025-11-03', 12],
  ['Priya Nair', 'Kochi', 'User', 'Active', '2026-02-14', 27],
  ['Vikram Singh', 'Jaipur', 'User', 'Pending', '2026-06-30', 0],
  ['Sneha Kulkarni', 'Pune', 'User', 'Active', '2026-03-02', 19],
  ['Arjun Reddy', 'Hyderabad', 'Manager', 'Active', '2025-12-19', 8],
  ['Kavya Menon', 'Bengaluru', 'User', 'Active', '2026-03-21', 36],
  ['Farah Sheikh', 'Lucknow', 'User', 'Pending', '2026-07-04', 1],
  ['Rahul Verma', 'New Delhi', 'User', 'Active', '2026-01-07', 54],
  ['Meera Joshi', 'Nagpur', 'User', 'Active', '2026-04-11', 14],
  ['Siddharth Rao', 'Mysuru', 'Admin', 'Active', '2025-10-01', 3],
  ['Ishita Banerjee', 'Kolkata', 'User', 'Active', '2026-02-25', 22],
  ['Karan Malhotra', 'Chandigarh', 'User', 'Active', '2026-05-09', 17],
  ['Pooja Desai', 'Surat', 'User', 'Pending', '2026-07-12', 0],
  ['Aditya Kapoor', 'Gurugram', 'User', 'Active', '2026-03-30', 29],
  ['Divya Pillai', 'Thiruvananthapuram', 'User', 'Active', '2026-04-18', 11],
  ['Harpreet Kaur', 'Amritsar', 'User', 'Active', '2026-05-22', 9],
  ['Nikhil Patil', 'Nashik', 'Manager', 'Active', '2026-02-02', 6],
  ['Lakshmi Venkatesh', 'Coimbatore', 'User', 'Active', '2026-06-05', 13],
  ['Manish Gupta', 'Indore', 'User', 'Pending', '2026-07-15', 0],
  ['Tanvi Shah', 'Vadodara', 'User', 'Active', '2026-06-21', 8],
  ['Sameer Khan', 'Bhopal', 'User', 'Active', '2026-05-30', 15],
];

/** "+91 98450 12340": ten digits in two groups of five, as Indian mobiles are written. */
const mobile = (n: number) => `+91 ${String(n).slice(0, 5)} ${String(n).slice(5)}`;

const email = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`;

/** The user directory: 23 people across Indian cities, paged 5 at a time on screen. */
export const SAMPLE_USERS: SampleUser[] = people.map(([name, city, role, status, joined, bookings], i) => ({
  id: 1001 + i,
  name,
  email: email(name),
  phone: mobile(9845012340 + i * 104729),
  city,
  role,
  status,
  joined,
  bookings,
}));

/** docs/product.md §6: the role cards and their descriptions. */
export const SAMPLE_ROLES: Array<{ role: SampleRole; description: string; members: number }> = [
  { role: 'Admin', description: 'Full system access', members: 4 },
  { role: 'Manager', description: 'Station and booking management', members: 18 },
  { role: 'User', description: 'Basic platform access', members: 12486 },
];

export interface SampleActivity {
  time: string;
  who: string;
  action: string;
}

/** The activity log: what accounts did, newest first. */
export const SAMPLE_USER_ACTIVITY: SampleActivity[] = [
  { time: '10:42 AM', who: 'Kavya Menon', action: 'Booked a CCS2 60 kW slot at Indiranagar Fast Hub' },
  { time: '10:31 AM', who: 'Arjun Reddy', action: 'Changed the operating hours of Gachibowli EV Point' },
  { time: '10:05 AM', who: 'Rahul Verma', action: 'Paid ₹1,014.80 by UPI for booking #48213' },
  { time: '9:47 AM', who: 'Farah Sheikh', action: 'Registered and added a Tata Nexon EV' },
  { time: '9:12 AM', who: 'Siddharth Rao', action: 'Reset the password of user #1017' },
  { time: '8:58 AM', who: 'Priya Nair', action: 'Cancelled booking #48190 (refunded to wallet)' },
];
