import type { Station } from '@chargesetu/shared/contracts';

let nextId = 1;

/** A station as GET /api/stations answers it, with overrides. */
export function aStation(overrides: Partial<Station> = {}): Station {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Station ${id}`,
    operator: 'Tata Power EZ Charge',
    latitude: 18.5204,
    longitude: 73.8567,
    address: { street: 'FC Road, Shivajinagar', city: 'Pune', state: 'Maharashtra', pincode: '411005' },
    chargers: [{ type: 'CCS2', power: 60, pricePerKwh: '21.00' }],
    amenities: ['Parking'],
    operatingHours: '24/7',
    photos: ['/images/stations/station-01.svg'],
    ratings: 4.26,
    reviewCount: 120,
    hasLiveStatus: false,
    apiEndpoint: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
