// Builders for the web projects' own tests (`@chargesetu/web/data-access/testing`). Not part of the public
// API (src/index.ts): only spec files import it.
import type { ChargingStatus, Station } from '@chargesetu/shared/contracts';

/**
 * GET /api/charging/:bookingId/status for a booking with no session yet (pending, nothing delivered, no
 * figures), unless overridden: aChargingStatus({ status: 'active', isCharging: true, energyDelivered: 6.5 }).
 */
export function aChargingStatus(overrides: Partial<ChargingStatus> = {}): ChargingStatus {
  return {
    status: 'pending',
    isCharging: false,
    percentComplete: 0,
    energyDelivered: 0,
    timeRemaining: 0,
    currentPower: 0,
    startTime: null,
    batteryPercentage: null,
    costSoFar: '0.00',
    source: null,
    notice: null,
    ...overrides,
  };
}

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
