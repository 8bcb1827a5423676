export { requireRealServices, runId } from './lib/real-services';
export { useTestDatabase, type TestDatabase } from './lib/test-database';
export { useTestBroker, type TestBroker, type RealTestBroker } from './lib/test-broker';
export { waitForAmqp, type BrokerControl } from './lib/broker-control';
export { describeBackends } from './lib/describe-backends';
export { eventually } from './lib/eventually';
export { backendPlan, itWithBroker, itWithRealDatabase } from './lib/plan';
export { registerDriver, type TestDriver, type DriverOptions, type InjectFn } from './lib/register-driver';
export { nextSlot, waitForDeliveries, withDeliveryLog, type ChargerChoice } from './lib/delivery-log';
