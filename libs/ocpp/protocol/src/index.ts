// @chargesetu/ocpp/protocol: what both ends of ChargeSetu's OCPP 1.6J links share (the ocpp service and the
// charge point simulator): the demo chargers' password rule and secret, and the message types of OCPP 1.6.
export { simulatedChargerPassword } from './lib/simulated-password';
export { simulatorSecret } from './lib/simulator-secret';
export type { OCPP16 } from 'typed-ocpp';
