import { assistantService } from '@chargesetu/assistant/service';
import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { chargingService } from '@chargesetu/charging/service';
import { ocppService } from '@chargesetu/ocpp/service';
import { edgePlugin } from '@chargesetu/gateway/service';
import { paymentsService } from '@chargesetu/payments/service';
import type { ChargerSimulation } from '@chargesetu/ocpp/simulator';
import { startPlatform } from '@chargesetu/shared/runtime';
import { stationsService } from '@chargesetu/stations/service';
import { simulatesChargers, startInProcessChargers, withSimulatorSecret } from './simulated-chargers';

/** Every service of the product, in start order (consumers subscribe before any relay starts). */
export const PLATFORM_MODULES = [
  authService,
  stationsService,
  bookingsService,
  paymentsService,
  chargingService,
  assistantService,
  ocppService,
];

/**
 * All-in-one: every service and the public edge in one process (docs/architecture.md §5), and with the
 * demo data the simulated chargers, connected over OCPP to the public port.
 */
export async function startChargeSetu(env: NodeJS.ProcessEnv = process.env, handleSignals = true) {
  const simulate = simulatesChargers(env);
  const started = simulate ? withSimulatorSecret(env) : env;
  const platform = await startPlatform({ modules: PLATFORM_MODULES, edge: edgePlugin, env: started, handleSignals });
  if (!simulate) return platform;
  let chargers: ChargerSimulation | undefined;
  try {
    chargers = await startInProcessChargers(platform, started);
    platform.app.log.info({ chargePoints: chargers.chargePoints.length }, 'simulated chargers connecting');
  } catch (err) {
    platform.app.log.error({ err }, 'simulated chargers could not start; the platform runs without them');
  }
  const close = platform.close;
  return Object.assign(platform, {
    async close() {
      await chargers?.close();
      await close();
    },
  });
}
