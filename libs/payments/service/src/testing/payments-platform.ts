// The payments service inside a platform with its real neighbours (auth, stations, bookings), as the
// all-in-one host runs them. The caller passes the modules, so this file imports no other service.
import type { Station } from '@chargesetu/shared/contracts';
import type { ServiceModule } from '@chargesetu/shared/runtime';
import { startTestPlatform, type TestPlatform } from '@chargesetu/shared/runtime/testing';
import {
  useTestPlatform,
  type ChargerChoice,
  type TestBroker,
  type TestDatabase,
} from '@chargesetu/shared/testing';

// Shared by every service's tests; re-exported so this service's tests keep one import place.
export { nextSlot, withDeliveryLog, type ChargerChoice } from '@chargesetu/shared/testing';

export const TEST_JWT_SECRET = 'payments-service-test-secret-0123456789abcdef';

export type PaymentsPlatform = TestPlatform;

/** Every module given on the test backends, with the demo data (the station catalogue) seeded. */
export function startPaymentsPlatform(
  modules: ServiceModule[],
  backends: { db: TestDatabase; broker: TestBroker },
  env: Record<string, string> = {},
): Promise<PaymentsPlatform> {
  return startTestPlatform(modules, backends, {
    jwtSecret: TEST_JWT_SECRET,
    // Tests hold many unpaid bookings at once; holds are expired by the tests' clock, not the job.
    env: { MAX_UNPAID_BOOKINGS: '1000', BOOKING_EXPIRY_INTERVAL_MS: '3600000', ...env },
  });
}

/**
 * `startPaymentsPlatform` for the tests of the enclosing file or describe, on a database and broker of
 * their own (useTestPlatform): a getter of the platform, which exists once the hooks have run.
 */
export function usePaymentsPlatform(
  modules: ServiceModule[],
  env: Record<string, string> = {},
): () => PaymentsPlatform {
  return useTestPlatform((backends) => startPaymentsPlatform(modules, backends, env));
}

/** The cheapest or the most powerful charger of the 24/7 stations of the catalogue. */
export function pickCharger(
  stations: readonly Station[],
  which: 'cheapest' | 'most-powerful',
): ChargerChoice {
  const all = stations
    .filter((s) => s.operatingHours === '24/7')
    .flatMap((s) =>
      s.chargers.map((c) => ({
        stationId: s.id,
        chargerType: c.type,
        power: c.power,
        pricePerKwh: c.pricePerKwh,
      })),
    );
  const cost = (c: ChargerChoice) => Number(c.pricePerKwh) * c.power;
  all.sort(
    (a, b) => (which === 'cheapest' ? cost(a) - cost(b) : b.power - a.power) || a.stationId - b.stationId,
  );
  if (!all.length) throw new Error('no 24/7 station in the catalogue');
  return all[0];
}
