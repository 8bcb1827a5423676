// The charging service inside a platform with its real neighbours (auth, stations, bookings, payments),
// as the all-in-one host runs them. The caller passes the modules, so this file imports no other service.
import type { Station } from '@chargesetu/shared/contracts';
import { startPlatform, type ServiceContext, type ServiceModule } from '@chargesetu/shared/runtime';
import type { TestBroker, TestDatabase } from '@chargesetu/shared/testing';

// Shared by every service's tests; re-exported so this service's tests keep one import place.
export { nextSlot, withDeliveryLog } from '@chargesetu/shared/testing';

export const TEST_JWT_SECRET = 'charging-service-test-secret-0123456789abcdef';

export type ChargingPlatform = Awaited<ReturnType<typeof startPlatform>> & {
  contextOf(name: string): ServiceContext;
  /** The platform's variables; live: the services read their own per use (time scale, early start). */
  env: Record<string, string>;
};

/** Every module given, on the test backends, with the demo data (the station catalogue) seeded. */
export async function startChargingPlatform(
  modules: ServiceModule[],
  db: TestDatabase,
  broker: TestBroker,
  env: Record<string, string> = {},
): Promise<ChargingPlatform> {
  const allEnv: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO_DATA: 'true',
    // Tests hold many unpaid bookings at once; holds are never the point here.
    MAX_UNPAID_BOOKINGS: '1000',
    BOOKING_EXPIRY_INTERVAL_MS: '3600000',
    ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir! }),
    ...(broker.kind === 'none'
      ? {}
      : { AMQP_URL: broker.url, AMQP_EXCHANGE: broker.exchange, AMQP_QUEUE_PREFIX: broker.queuePrefix }),
    ...env,
  };
  const platform = await startPlatform({
    modules,
    edge: async () => undefined,
    handleSignals: false,
    env: allEnv,
  });
  const contextOf = (name: string) => {
    const ctx = platform.contexts.find((c) => c.name === name);
    if (!ctx) throw new Error(`no ${name} service in this platform`);
    return ctx;
  };
  return Object.assign(platform, { contextOf, env: allEnv });
}

/** A charger of a 24/7 station, so any slot of the grid can be booked on it. */
export interface ChargerChoice {
  stationId: number;
  chargerType: string;
  power: number;
  pricePerKwh: string;
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
