export { createEvent, createEnvelope, type EventEnvelope } from './lib/envelope';
export type { BroadcastHandler, EventBus, EventHandler } from './lib/event-bus';
export {
  createInProcessBus,
  type InProcessBus,
  type InProcessBusOptions,
  type DeadLetter,
} from './lib/in-process-bus';
export { createAmqpBus, type AmqpBus, type AmqpBusOptions } from './lib/amqp/amqp-bus';
export { amqpQueueNames } from './lib/amqp/topology';
export { messagingTablesMigration } from './lib/outbox/tables';
export { enqueueEvent } from './lib/outbox/enqueue-event';
export { OutboxRelay, type OutboxRelayOptions } from './lib/outbox/outbox-relay';
export { handleOnce } from './lib/handle-once';
export {
  createAmqpRpc,
  RpcTimeout,
  RpcUnavailable,
  RpcUnroutable,
  type AmqpRpc,
  type AmqpRpcOptions,
  type RpcHandler,
} from './lib/amqp/amqp-rpc';
