// The payments service inside a platform with its real neighbours (auth, stations, bookings), as the
// all-in-one host runs them. The caller passes the modules, so this file imports no other service.
import type { Station } from '@chargesetu/shared/contracts';
import { startPlatform, type ServiceContext, type ServiceModule } from '@chargesetu/shared/runtime';
import type { TestBroker, TestDatabase } from '@chargesetu/shared/testing';

// Shared by every service's tests; re-exported so this service's tests keep one import place.
export { nextSlot, withDeliveryLog } from '@chargesetu/shared/testing';

export const TEST_JWT_SECRET = 'payments-service-test-secret-0123456789abcdef';

export type PaymentsPlatform = Awaited<ReturnType<typeof startPlatform>> & {
  contextOf(name: string): ServiceContext;
};

/** Every module given on the test backends, with the demo data (the station catalogue) seeded. */
export async function startPaymentsPlatform(
  modules: ServiceModule[],
  db: TestDatabase,
  broker: TestBroker,
  env: Record<string, string> = {},
): Promise<PaymentsPlatform> {
  const platform = await startPlatform({
    modules,
    edge: async () => undefined,
    handleSignals: false,
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: 'true',
      // Tests hold many unpaid bookings at once; holds are expired by the tests' clock, not the job.
      MAX_UNPAID_BOOKINGS: '1000',
      BOOKING_EXPIRY_INTERVAL_MS: '3600000',
      ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir! }),
      ...(broker.kind === 'none'
        ? {}
        : { AMQP_URL: broker.url, AMQP_EXCHANGE: broker.exchange, AMQP_QUEUE_PREFIX: broker.queuePrefix }),
      ...env,
    },
  });
  const contextOf = (name: string) => {
    const ctx = platform.contexts.find((c) => c.name === name);
    if (!ctx) throw new Error(`no ${name} service in this platform`);
    return ctx;
  };
  return Object.assign(platform, { contextOf });
}

/** A charger of a 24/7 station, so any slot of the grid can be booked on it. */
export interface ChargerChoice {
  stationId: number;
  chargerType: string;
  power: number;
  pricePerKwh: string;
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
