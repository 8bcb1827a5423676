import { randomBytes } from 'node:crypto';
import { listSimulatedChargePoints, startChargerSimulation, type ChargerSimulation } from '@chargesetu/ocpp/simulator';
import { OCPP_PATH_PREFIX } from '@chargesetu/shared/contracts';
import type { FastifyInstance } from 'fastify';

const OFF = /^(false|0|no)$/i;

/**
 * Whether `npm start` plays the demo's simulated chargers: with the demo data, unless
 * SIMULATED_CHARGERS=false.
 */
export const simulatesChargers = (env: NodeJS.ProcessEnv) =>
  !OFF.test(env['SIMULATED_CHARGERS'] ?? '') && !OFF.test(env['SEED_DEMO_DATA'] ?? '');

/**
 * The environment the platform starts with when it simulates chargers: a secret for their passwords,
 * random for this process when none is set (the seed sets the passwords again at every start).
 */
export function withSimulatorSecret(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env['CHARGER_SIM_SECRET'] || env['JWT_SECRET']) return env;
  return { ...env, CHARGER_SIM_SECRET: randomBytes(32).toString('hex') };
}

/**
 * The all-in-one mode's simulated chargers: a charge point per seeded station, speaking real OCPP 1.6J over
 * a real WebSocket to this process's own public port (the same path a real charger takes), as the
 * separate charger-sim app does in the microservices mode.
 */
export async function startInProcessChargers(
  platform: { app: unknown; url: string },
  env: NodeJS.ProcessEnv,
): Promise<ChargerSimulation> {
  const app = platform.app as FastifyInstance;
  const chargePoints = await listSimulatedChargePoints({
    ocppServiceUrl: platform.url,
    stationsUrl: platform.url,
    internalToken: app.internalToken,
    secret: env['CHARGER_SIM_SECRET'] || env['JWT_SECRET'] || '',
    logger: app.log,
  });
  const timeScale = Number(env['CHARGING_TIME_SCALE'] ?? 1);
  const sample = Number(env['METER_SAMPLE_INTERVAL_S'] ?? NaN);
  return startChargerSimulation({
    baseUrl: `${platform.url.replace(/^http/, 'ws')}${OCPP_PATH_PREFIX.slice(0, -1)}`,
    chargePoints,
    timeScale: Number.isFinite(timeScale) && timeScale > 0 ? timeScale : 1,
    ...(Number.isFinite(sample) && sample > 0 ? { meterSampleIntervalS: sample } : {}),
    logger: app.log.child({ service: 'charger-sim' }),
  });
}
