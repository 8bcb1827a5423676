import type { Booking, Station, Vehicle } from '@chargesetu/shared/contracts';

let serial = 100;

/** A confirmed booking of a 30-minute slot starting at `startTime` (an ISO instant), unless overridden. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  serial += 1;
  const startTime = overrides.startTime ?? '2026-11-24T05:00:00.000Z';
  return {
    id: serial,
    userId: 9,
    stationId: 1,
    vehicleId: 3,
    chargerType: 'CCS2',
    power: 60,
    startTime,
    endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
    status: 'confirmed',
    pricePerKwh: '23.50',
    estimatedCost: '705.00',
    actualCost: null,
    paymentId: 7,
    createdAt: '2026-11-20T10:00:00.000Z',
    station: {
      id: 1,
      name: 'Jio-bp pulse – Phoenix Marketcity Kurla',
      address: { street: 'LBS Marg', city: 'Mumbai', state: 'Maharashtra', pincode: '400070' },
    },
    holdExpiresAt: null,
    ...overrides,
  };
}

export function aStation(overrides: Partial<Station> & Pick<Station, 'id'>): Station {
  return {
    name: `Station ${overrides.id}`,
    operator: 'Tata Power',
    latitude: 19.0,
    longitude: 72.8,
    address: { street: 'Main Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
    chargers: [{ type: 'CCS2', power: 60, pricePerKwh: '20.00' }],
    amenities: [],
    operatingHours: '24/7',
    photos: [],
    ratings: 4.2,
    reviewCount: 10,
    hasLiveStatus: false,
    apiEndpoint: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  serial += 1;
  return {
    id: serial,
    userId: 9,
    make: 'Tata',
    model: 'Nexon EV',
    year: '2023',
    registrationNumber: 'MH 12 AB 1234',
    connectorTypes: ['CCS2'],
    color: null,
    batteryCapacity: '40.5',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
