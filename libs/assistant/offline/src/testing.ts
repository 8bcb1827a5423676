// Test helper entry of the offline assistant (`@chargesetu/assistant/offline/testing`), for its own and
// the assistant service's unit tests, never for production code: stations, bookings and vehicles shaped
// as the owners' APIs return them, and an in-memory AssistantData over them.
import type { AvailabilityResponse, Booking, Station, Vehicle } from '@chargesetu/shared/contracts';
import type { LatLng } from '@chargesetu/shared/domain';
import type { AssistantData } from './lib/assistant-data';

let nextId = 1;

export function aStation(o: Partial<Station> & { name: string; city: string; state: string }): Station {
  const { city, state, ...rest } = o;
  return {
    id: nextId++,
    operator: o.name.split(' – ')[0],
    latitude: 19,
    longitude: 73,
    address: { street: `${o.name.split(' – ')[1] ?? o.name}, Main Road`, city, state, pincode: '400001' },
    chargers: [{ type: 'CCS2', power: 60, pricePerKwh: '20.00' }],
    amenities: ['Parking'],
    operatingHours: '24/7',
    photos: [],
    ratings: 4,
    reviewCount: 10,
    hasLiveStatus: false,
    apiEndpoint: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...rest,
  };
}

export function aVehicle(o: Partial<Vehicle> = {}): Vehicle {
  return {
    id: nextId++,
    userId: 1,
    make: 'Tata',
    model: 'Nexon EV',
    year: '2023',
    registrationNumber: 'MH 12 AB 1234',
    connectorTypes: ['CCS2'],
    color: null,
    batteryCapacity: '40.5',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...o,
  };
}

export function aBooking(station: Station, o: Partial<Booking> & { startTime: string }): Booking {
  const start = new Date(o.startTime);
  return {
    id: nextId++,
    userId: 1,
    stationId: station.id,
    vehicleId: 1,
    chargerType: 'CCS2',
    power: 60,
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    status: 'confirmed',
    pricePerKwh: '20.00',
    estimatedCost: '600.00',
    actualCost: null,
    paymentId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    station: { id: station.id, name: station.name, address: station.address },
    holdExpiresAt: null,
    ...o,
  };
}

/**
 * AssistantData over fixed lists; availability answers from `slots` by station id; `location` is where
 * the caller's browser says they are.
 */
export function memoryData(o: {
  stations: Station[];
  bookings?: Booking[];
  vehicles?: Vehicle[];
  slots?: Record<number, AvailabilityResponse['availableSlots']>;
  location?: LatLng;
}): AssistantData & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    location: o.location,
    async stations(f = {}) {
      reads.push(`stations ${JSON.stringify(f)}`);
      const minPower = f.minPower;
      return o.stations.filter(
        (s) =>
          (!f.city || s.address.city.toLowerCase() === f.city.toLowerCase()) &&
          (!f.state || s.address.state.toLowerCase() === f.state.toLowerCase()) &&
          (!f.connector || s.chargers.some((c) => c.type === f.connector)) &&
          (minPower === undefined || s.chargers.some((c) => c.power >= minPower)),
      );
    },
    async station(id) {
      reads.push(`station ${id}`);
      return o.stations.find((s) => s.id === id) ?? null;
    },
    async availability(id, f) {
      reads.push(`availability ${id} ${f.date}`);
      return o.stations.some((s) => s.id === id) ? { availableSlots: o.slots?.[id] ?? [] } : null;
    },
    async myBookings() {
      reads.push('bookings');
      return o.bookings ?? [];
    },
    async myVehicles() {
      reads.push('vehicles');
      return o.vehicles ?? [];
    },
  };
}

/** A small catalogue across a few cities, enough to tell intents and places apart. */
export function smallCatalogue(): Station[] {
  return [
    aStation({
      name: 'Zeon Charging – UB City',
      city: 'Bengaluru',
      state: 'Karnataka',
      chargers: [
        { type: 'CCS2', power: 150, pricePerKwh: '25.00' },
        { type: 'CCS2', power: 60, pricePerKwh: '19.50' },
        { type: 'Type 2', power: 22, pricePerKwh: '17.50' },
      ],
      ratings: 4.1,
      operatingHours: {
        monday: { open: '10:00', close: '22:00' },
        sunday: { open: '10:00', close: '23:00' },
      },
    }),
    aStation({
      name: 'Statiq – Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      chargers: [{ type: 'Type 2', power: 7, pricePerKwh: '14.00' }],
      ratings: 3.9,
    }),
    aStation({
      name: 'Jio-bp pulse – Phoenix Marketcity Kurla',
      city: 'Mumbai',
      state: 'Maharashtra',
      chargers: [
        { type: 'CCS2', power: 60, pricePerKwh: '23.50' },
        { type: 'Type 2', power: 7, pricePerKwh: '15.50' },
      ],
      ratings: 4.2,
    }),
    aStation({
      name: 'Shell Recharge – Phoenix Marketcity Viman Nagar',
      city: 'Pune',
      state: 'Maharashtra',
      chargers: [
        { type: 'CCS2', power: 120, pricePerKwh: '26.00' },
        { type: 'CCS2', power: 60, pricePerKwh: '21.50' },
      ],
      ratings: 4.4,
    }),
    aStation({
      name: 'Statiq – Gandhi Nagar',
      city: 'Jammu',
      state: 'Jammu and Kashmir',
      chargers: [{ type: 'CCS2', power: 30, pricePerKwh: '20.00' }],
    }),
    aStation({
      name: 'Jio-bp pulse – Cyber Hub',
      city: 'Gurugram',
      state: 'Haryana',
      chargers: [{ type: 'CCS2', power: 120, pricePerKwh: '24.50' }],
    }),
    aStation({
      name: 'GLIDA – Sarath City Capital Mall',
      city: 'Hyderabad',
      state: 'Telangana',
      chargers: [
        { type: 'CHAdeMO', power: 50, pricePerKwh: '19.00' },
        { type: 'CCS2', power: 50, pricePerKwh: '22.50' },
      ],
    }),
    aStation({
      name: 'EESL – Palika Bazaar Parking',
      city: 'New Delhi',
      state: 'Delhi',
      chargers: [{ type: 'GB/T', power: 15, pricePerKwh: '20.00' }],
    }),
    aStation({
      name: 'Jio-bp pulse – T. Nagar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      chargers: [{ type: 'CCS2', power: 50, pricePerKwh: '21.50' }],
    }),
    aStation({ name: 'ChargeZone – Rajpur Road', city: 'Dehradun', state: 'Uttarakhand' }),
    aStation({ name: 'ChargeZone – VIP Road Telibandha', city: 'Raipur', state: 'Chhattisgarh' }),
  ];
}
