// The charging service inside a platform with its real neighbours (auth, stations, bookings, payments),
// as the all-in-one host runs them. The caller passes the modules, so this file imports no other service.
import type { Station } from '@chargesetu/shared/contracts';
import type { ServiceModule } from '@chargesetu/shared/runtime';
import {
  startTestPlatform,
  type TestBackendsLike,
  type TestPlatform,
} from '@chargesetu/shared/runtime/testing';
import { useTestPlatform, type ChargerChoice } from '@chargesetu/shared/testing';

// Shared by every service's tests; re-exported so this service's tests keep one import place.
export { nextSlot, withDeliveryLog, type ChargerChoice } from '@chargesetu/shared/testing';

const TEST_JWT_SECRET = 'charging-service-test-secret-0123456789abcdef';

export type ChargingPlatform = TestPlatform;

/** The chargers the tests book, at 24/7 stations of the seeded catalogue. */
export interface TestChargers {
  /** Type 2, 7 kW: it never tapers within a 30-minute booking. */
  ac: ChargerChoice;
  /** CCS2, 60 kW. */
  dc: ChargerChoice;
}

/**
 * Platforms for a spec whose helpers are shared by describes that each need settings of their own (the
 * service reads its configuration once, at start). `use(env)`, in a describe (or at the top of the file),
 * starts a platform for its tests on a fresh database and broker, with `modules` and `env` over `base`,
 * and closes it after them (useTestPlatform). `platform()` and `chargers()` answer those of the describe
 * under way; `restart()` closes its platform and starts another on the same backends, as a restarted
 * process would.
 */
export function chargingPlatforms(modules: ServiceModule[], base: Record<string, string> = {}) {
  let running: { platform: ChargingPlatform; chargers: TestChargers; restart(): Promise<void> } | undefined;
  const current = () => {
    if (!running) throw new Error('no charging test platform is running (use it inside a test)');
    return running;
  };
  return {
    platform: (): ChargingPlatform => current().platform,
    chargers: (): TestChargers => current().chargers,
    restart: (): Promise<void> => current().restart(),
    use(env: Record<string, string> = {}): void {
      useTestPlatform(async (backends) => {
        const start = () => startChargingPlatform(modules, backends, { ...base, ...env });
        const platform = await start();
        const stations = (
          await platform.app.inject({ method: 'GET', url: '/api/stations' })
        ).json() as Station[];
        const run = {
          platform,
          chargers: { ac: findCharger(stations, 'Type 2', 7), dc: findCharger(stations, 'CCS2', 60) },
          async restart() {
            await run.platform.close();
            run.platform = await start();
          },
          close: () => run.platform.close(),
        };
        running = run;
        return run;
      });
    },
  };
}

/** Every module given, on the test backends, with the demo data (the station catalogue) seeded. */
function startChargingPlatform(
  modules: ServiceModule[],
  backends: TestBackendsLike,
  env: Record<string, string>,
): Promise<ChargingPlatform> {
  return startTestPlatform(modules, backends, {
    jwtSecret: TEST_JWT_SECRET,
    // Tests hold many unpaid bookings at once; holds are never the point here.
    env: { MAX_UNPAID_BOOKINGS: '1000', BOOKING_EXPIRY_INTERVAL_MS: '3600000', ...env },
  });
}

/** The first charger of a 24/7 station of that type and power. */
function findCharger(stations: readonly Station[], type: string, power: number): ChargerChoice {
  for (const s of stations) {
    if (s.operatingHours !== '24/7') continue;
    const c = s.chargers.find((x) => x.type === type && x.power === power);
    if (c) return { stationId: s.id, chargerType: c.type, power: c.power, pricePerKwh: c.pricePerKwh };
  }
  throw new Error(`no 24/7 station with a ${type} ${power} kW charger`);
}
