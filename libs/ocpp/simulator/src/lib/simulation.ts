import type { CarProfile } from './car-charging';
import { SimulatedChargePoint } from './charge-point';
import type { SimulatedConnector } from './charge-point-options';
import type { SimulatorLogger } from './logger';
import type { ConnectionOptions } from './ocpp-j-client';

export interface SimulatedChargePointSpec {
  /** The charge point identity (its connection URL's last segment and Basic-auth user). */
  id: string;
  /** Its Basic-auth password. */
  password?: string;
  connectors: SimulatedConnector[];
}

export interface ChargerSimulationOptions {
  /** The central system's OCPP-J endpoint URL, e.g. ws://localhost:3007/ocpp (each charger appends its id). */
  baseUrl: string;
  chargePoints: SimulatedChargePointSpec[];
  /** Simulated minutes per wall-clock minute (the platform's CHARGING_TIME_SCALE). Default 1. */
  timeScale?: number;
  /** Seconds between MeterValues during a transaction, until a central system changes it. Default 10. */
  meterSampleIntervalS?: number;
  /** The car every transaction charges. Default 40 kWh arriving at 20 %. */
  car?: CarProfile;
  /** See ChargePointOptions.bootOnReconnect. Default true. */
  bootOnReconnect?: boolean;
  connection?: ConnectionOptions;
  /** A pino-like logger; silent when absent. */
  logger?: SimulatorLogger;
}

export interface ChargerSimulation {
  chargePoints: SimulatedChargePoint[];
  /** The charge point with this identity. */
  chargePoint(id: string): SimulatedChargePoint | undefined;
  /** Closes every charge point (see SimulatedChargePoint.close for the options). */
  close(options?: { stopTransactions?: boolean; graceMs?: number }): Promise<void>;
}

/** Starts one simulated charge point per entry, each on its own OCPP-J connection to `baseUrl`. */
export function startChargerSimulation(options: ChargerSimulationOptions): ChargerSimulation {
  const ids = options.chargePoints.map((c) => c.id);
  if (new Set(ids).size !== ids.length) throw new Error('Charge point ids must be unique');
  const chargePoints = options.chargePoints.map(
    (spec) =>
      new SimulatedChargePoint({
        baseUrl: options.baseUrl,
        id: spec.id,
        password: spec.password,
        connectors: spec.connectors,
        timeScale: options.timeScale,
        meterSampleIntervalS: options.meterSampleIntervalS,
        car: options.car,
        bootOnReconnect: options.bootOnReconnect,
        connection: options.connection,
        logger: options.logger,
      }),
  );
  for (const cp of chargePoints) cp.start();
  return {
    chargePoints,
    chargePoint: (id) => chargePoints.find((cp) => cp.id === id),
    async close(closeOptions) {
      await Promise.all(chargePoints.map((cp) => cp.close(closeOptions)));
    },
  };
}
