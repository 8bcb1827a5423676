import { intervalJob } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';
import { keepChargersOnTime } from '../use-cases/keep-chargers-on-time';

/**
 * Every CHARGING_COMPLETION_INTERVAL_MS, what the clock decides for sessions on chargers connected over
 * OCPP: starts that waited too long fail, sessions due to stop are stopped on their charger.
 */
export const keepChargersOnTimeJob = intervalJob<ChargingDeps>({
  name: 'keeping charger sessions on time',
  everyMs: (deps) => deps.config.CHARGING_COMPLETION_INTERVAL_MS,
  run: async (deps) => {
    await keepChargersOnTime(deps);
  },
});
