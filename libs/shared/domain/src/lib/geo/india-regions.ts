/**
 * The station finder's state list (docs/product.md §2.2): 30 Indian states and union territories — the 28
 * states, Delhi and Jammu and Kashmir — alphabetical. "All States" is the finder's own extra option.
 * One list for the web finder and the stations service.
 */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * The finder's city lists: only these 8 states have one (docs/product.md §2.2); every other state gives no
 * city choices. Each city has stations in the demo catalogue. "All Cities" is the finder's own option.
 */
export const CITIES_BY_STATE = {
  Maharashtra: ['Mumbai', 'Thane', 'Navi Mumbai', 'Pune', 'Nagpur', 'Nashik'],
  Delhi: ['New Delhi', 'Dwarka', 'Saket', 'Rohini', 'Vasant Kunj', 'Janakpuri'],
  Karnataka: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi'],
  'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli'],
  Gujarat: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Gandhinagar'],
  Telangana: ['Hyderabad', 'Secunderabad', 'Warangal'],
  'West Bengal': ['Kolkata', 'Howrah', 'Siliguri', 'Durgapur'],
  'Uttar Pradesh': ['Lucknow', 'Noida', 'Ghaziabad', 'Kanpur', 'Varanasi', 'Agra'],
} as const satisfies Partial<Record<IndianState, readonly string[]>>;
export type StateWithCities = keyof typeof CITIES_BY_STATE;

/** The finder's city choices for a state; [] for a state without a city list (or an unknown one). */
export function citiesOf(state: string): readonly string[] {
  return (CITIES_BY_STATE as Record<string, readonly string[]>)[state] ?? [];
}
