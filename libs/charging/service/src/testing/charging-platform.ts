// The charging service inside a platform with its real neighbours (auth, stations, bookings, payments),
// as the all-in-one host runs them. The caller passes the modules, so this file imports no other service.
import type { Station } from '@chargesetu/shared/contracts';
import type { ServiceModule } from '@chargesetu/shared/runtime';
import { startTestPlatform, type TestPlatform } from '@chargesetu/shared/runtime/testing';
import type { ChargerChoice, TestBroker, TestDatabase } from '@chargesetu/shared/testing';

// Shared by every service's tests; re-exported so this service's tests keep one import place.
export { nextSlot, withDeliveryLog, type ChargerChoice } from '@chargesetu/shared/testing';

export const TEST_JWT_SECRET = 'charging-service-test-secret-0123456789abcdef';

export type ChargingPlatform = TestPlatform;

/** Every module given, on the test backends, with the demo data (the station catalogue) seeded. */
export function startChargingPlatform(
  modules: ServiceModule[],
  db: TestDatabase,
  broker: TestBroker,
  env: Record<string, string> = {},
): Promise<ChargingPlatform> {
  return startTestPlatform(
    modules,
    { db, broker },
    {
      jwtSecret: TEST_JWT_SECRET,
      // Tests hold many unpaid bookings at once; holds are never the point here.
      env: { MAX_UNPAID_BOOKINGS: '1000', BOOKING_EXPIRY_INTERVAL_MS: '3600000', ...env },
    },
  );
}

/** The first charger of a 24/7 station of that type and power. */
export function findCharger(stations: readonly Station[], type: string, power: number): ChargerChoice {
  for (const s of stations) {
    if (s.operatingHours !== '24/7') continue;
    const c = s.chargers.find((x) => x.type === type && x.power === power);
    if (c) return { stationId: s.id, chargerType: c.type, power: c.power, pricePerKwh: c.pricePerKwh };
  }
  throw new Error(`no 24/7 station with a ${type} ${power} kW charger`);
}
