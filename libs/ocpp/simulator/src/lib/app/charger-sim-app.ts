import { setTimeout as sleep } from 'node:timers/promises';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import { silentLogger, type SimulatorLogger } from '../logger';
import { startChargerSimulation, type ChargerSimulation } from '../simulation';
import { simulatorSecret } from '@chargesetu/ocpp/protocol';
import { listSimulatedChargePoints } from './charge-point-listing';
import { ocppEndpoint, type ChargerSimConfig } from './charger-sim-config';

export interface ChargerSimApp {
  /** Resolves with the simulation once the charge points are known and started; null if stopped before. */
  readonly started: Promise<ChargerSimulation | null>;
  /**
   * Stops: gives up waiting for the list, or stops the running transactions (their StopTransactions given a
   * few seconds to go out) and closes every connection.
   */
  stop(): Promise<void>;
}

/**
 * The charger-sim app: waits for the ocpp service to list the simulated charge points (retrying with a
 * back-off up to 30 s, also while it lists none yet, since its seed may not have run), then plays them.
 */
export function startChargerSimApp(
  config: ChargerSimConfig,
  logger: SimulatorLogger = silentLogger,
): ChargerSimApp {
  const abort = new AbortController();
  const secret = simulatorSecret(config) ?? config.JWT_SECRET;

  const started = (async (): Promise<ChargerSimulation | null> => {
    let delayMs = 1000;
    while (!abort.signal.aborted) {
      try {
        const chargePoints = await listSimulatedChargePoints({
          ocppServiceUrl: config.OCPP_URL,
          stationsUrl: config.STATIONS_URL,
          internalToken: deriveInternalToken(config.JWT_SECRET),
          secret,
          logger,
        });
        if (chargePoints.length > 0) {
          if (abort.signal.aborted) return null;
          const baseUrl = ocppEndpoint(config);
          logger.info(
            { baseUrl, chargePoints: chargePoints.map((c) => c.id) },
            'playing the simulated charge points',
          );
          return startChargerSimulation({
            baseUrl,
            chargePoints,
            timeScale: config.CHARGING_TIME_SCALE,
            meterSampleIntervalS: config.METER_SAMPLE_INTERVAL_S,
            logger,
          });
        }
        logger.info({}, 'no simulated charge points registered yet');
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'charge points not listed yet; retrying');
      }
      try {
        await sleep(delayMs, undefined, { signal: abort.signal });
      } catch {
        return null;
      }
      delayMs = Math.min(30_000, delayMs * 2);
    }
    return null;
  })();

  return {
    started,
    async stop() {
      abort.abort();
      const simulation = await started;
      await simulation?.close({ stopTransactions: true, graceMs: 5000 });
    },
  };
}
