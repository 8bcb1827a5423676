import type { OCPP16 } from 'typed-ocpp';
import type { CarProfile } from './car-charging';
import type { ConnectorSnapshot } from './connectors';
import type { SimulatorLogger } from './logger';
import type { ConnectionOptions } from './ocpp-j-client';

/** What the simulator says of itself in its BootNotification. */
export const SIMULATOR_VENDOR = 'ChargeSetu';
export const SIMULATOR_MODEL = 'Simulator';
export const SIMULATOR_FIRMWARE_VERSION = '1.0.0';

/** MeterValueSampleInterval until a central system changes it: a reading every 10 s (the demo's pace). */
export const DEFAULT_METER_SAMPLE_INTERVAL_S = 10;

/** One connector of a simulated charge point: its number (1…n) and its power, kW. */
export interface SimulatedConnector {
  connectorId: number;
  powerKw: number;
}

export interface ChargePointOptions {
  /** The central system's OCPP-J endpoint URL, e.g. ws://localhost:3007/ocpp. */
  baseUrl: string;
  /** The charge point identity. */
  id: string;
  /** The Basic-auth password; none: no Authorization header. */
  password?: string;
  connectors: SimulatedConnector[];
  /** Simulated minutes per wall-clock minute (CHARGING_TIME_SCALE). Default 1. */
  timeScale?: number;
  /** The initial MeterValueSampleInterval, seconds (fractions allowed, for tests). Default 10. */
  meterSampleIntervalS?: number;
  /** The car plugged in for every transaction. Default 40 kWh arriving at 20 %. */
  car?: CarProfile;
  /** Each connector's energy register at start, Wh. Default 0. */
  meterStartWh?: number;
  /**
   * Send a BootNotification again after every reconnection (default true). OCPP-J §5.4 says a charge point
   * need not when nothing in it changed; sending it lets a central system that restarted and lost its
   * memory of the charger learn it again. False follows §5.4 (a boot then happens only on a (re)start).
   */
  bootOnReconnect?: boolean;
  /** TransactionMessageAttempts (§3.7.1). Default 3. */
  transactionMessageAttempts?: number;
  /** TransactionMessageRetryInterval, seconds (§3.7.1). Default 10. */
  transactionMessageRetryIntervalS?: number;
  connection?: ConnectionOptions;
  logger?: SimulatorLogger;
}

/** Where the charge point stands with the central system: not booted yet on this connection, or its answer. */
export type Registration = 'None' | OCPP16.BootNotificationResponse['status'];

export interface ChargePointSnapshot {
  id: string;
  connected: boolean;
  registration: Registration;
  /** Connector 0: the charge point as a whole is operative. */
  operative: boolean;
  /** Transaction-related messages waiting to be delivered. */
  queuedMessages: number;
  connectors: ConnectorSnapshot[];
}

/** Throws with every problem of the options at once: a simulation that cannot run does not start. */
export function checkChargePointOptions(
  options: ChargePointOptions,
  car: CarProfile,
  timeScale: number,
): void {
  const problems: string[] = [];
  if (!/^wss?:\/\//.test(options.baseUrl)) {
    problems.push(`baseUrl must be a ws:// or wss:// URL (got "${options.baseUrl}")`);
  }
  if (options.id.length === 0) problems.push('id must not be empty');
  if (options.connectors.length === 0) problems.push('at least one connector');
  const ids = options.connectors.map((c) => c.connectorId);
  if (ids.some((id) => !Number.isInteger(id) || id < 1))
    problems.push('connector ids are whole numbers from 1');
  if (new Set(ids).size !== ids.length) problems.push('connector ids are unique');
  if (options.connectors.some((c) => !(c.powerKw > 0) || !Number.isFinite(c.powerKw))) {
    problems.push('connector power must be above 0 kW');
  }
  if (!(timeScale > 0) || !Number.isFinite(timeScale)) problems.push('timeScale must be above 0');
  if (!(car.capacityKwh > 0)) problems.push('car.capacityKwh must be above 0');
  if (!(car.startPercent >= 0 && car.startPercent <= 100)) problems.push('car.startPercent must be 0–100');
  if (options.meterSampleIntervalS !== undefined && !(options.meterSampleIntervalS >= 0)) {
    problems.push('meterSampleIntervalS must be 0 or more');
  }
  if (problems.length > 0) throw new Error(`Charge point ${options.id}: ${problems.join('; ')}`);
}
