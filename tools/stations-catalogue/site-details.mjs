// Amenities and opening hours that fit the kind of site a charger stands at.

const AMENITY_ORDER = [
  'Parking',
  'Restroom',
  'Cafe',
  'Restaurant',
  'Food Court',
  'WiFi',
  'Shopping',
  'Lounge',
  'Convenience Store',
  'ATM',
  'Wheelchair Access',
  'Security',
];

// [always, sometimes]
const AMENITIES = {
  mall: [
    ['Parking', 'Shopping', 'Food Court', 'Restroom'],
    ['ATM', 'WiFi', 'Cafe', 'Wheelchair Access'],
  ],
  fuel: [
    ['Restroom', 'Convenience Store'],
    ['Cafe', 'ATM', 'Parking'],
  ],
  hotel: [
    ['Parking', 'Restroom', 'Restaurant'],
    ['WiFi', 'Lounge', 'Cafe', 'Security'],
  ],
  office: [
    ['Parking', 'Restroom'],
    ['Cafe', 'WiFi', 'Security', 'Food Court'],
  ],
  transit: [['Restroom'], ['Parking', 'ATM', 'Cafe']],
  street: [['Cafe'], ['ATM', 'Shopping', 'Restroom', 'Parking']],
  highway: [
    ['Parking', 'Restroom'],
    ['Food Court', 'Cafe', 'Convenience Store', 'ATM'],
  ],
  airport: [
    ['Parking', 'Restroom', 'Lounge'],
    ['Cafe', 'WiFi', 'ATM', 'Wheelchair Access'],
  ],
};

export function amenitiesFor(kind, rand) {
  const [always, sometimes] = AMENITIES[kind];
  const chosen = new Set([...always, ...sometimes.filter(() => rand() < 0.5)]);
  return AMENITY_ORDER.filter((a) => chosen.has(a));
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const span = (open, close) => ({ open, close });

function weekly(dayHours) {
  return Object.fromEntries(DAYS.map((d, i) => [d, dayHours(d, i)]).filter(([, h]) => h !== undefined));
}

/**
 * docs/product.md §3 allows three shapes: the string "24/7", a JSON string, or an object keyed by lowercase
 * weekday (values "24/7" or {open, close}). The catalogue uses all three, as real data does.
 */
export function hoursFor(kind, rand) {
  const asJsonString = rand() < 0.5;
  let hours;
  switch (kind) {
    case 'fuel':
    case 'airport':
    case 'hotel':
      return '24/7';
    case 'highway':
      if (rand() < 0.75) return '24/7';
      hours = weekly((d) => (d === 'sunday' ? span('06:00', '23:00') : '24/7'));
      break;
    case 'mall':
      hours = weekly((_d, i) => (i >= 4 ? span('10:00', '23:00') : span('10:00', '22:00')));
      break;
    case 'office':
      // Closed on Sunday: an absent weekday means closed.
      hours = weekly((d, i) =>
        d === 'sunday' ? undefined : i === 5 ? span('09:00', '18:00') : span('08:00', '20:00'),
      );
      break;
    case 'transit':
      hours = weekly(() => span('06:00', '23:00'));
      break;
    default:
      if (rand() < 0.55) return '24/7';
      hours = weekly((d) => (d === 'sunday' ? span('08:00', '22:00') : span('07:00', '23:00')));
  }
  return asJsonString ? JSON.stringify(hours) : hours;
}
