// @chargesetu/ocpp/simulator: simulated OCPP 1.6J charge points (on an OCPP-J client of their own, over `ws`)
// that charge a simulated car along the platform's charging curve, and the charger-sim app's logic.
export {
  startChargerSimulation,
  type ChargerSimulation,
  type ChargerSimulationOptions,
  type SimulatedChargePointSpec,
} from './lib/simulation';
export type { SimulatedChargePoint } from './lib/charge-point';
export type {
  ChargePointOptions,
  ChargePointSnapshot,
  Registration,
  SimulatedConnector,
} from './lib/charge-point-options';
export type { ConnectorSnapshot } from './lib/connectors';
export type { CarProfile } from './lib/car-charging';
export type { ConnectionOptions } from './lib/ocpp-j-client';
export type { SimulatorLogger } from './lib/logger';
export { startChargerSimApp, type ChargerSimApp } from './lib/app/charger-sim-app';
export { listSimulatedChargePoints } from './lib/app/charge-point-listing';
export { loadChargerSimConfig, type ChargerSimConfig } from './lib/app/charger-sim-config';
