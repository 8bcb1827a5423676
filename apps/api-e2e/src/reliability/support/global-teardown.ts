import { rabbitNode, stopNode } from './rabbit-node';

/** Stops the suite's RabbitMQ node, unless it was already running before the suite (then it stays). */
export default async function globalTeardown(): Promise<void> {
  if ((globalThis as { reliabilityNodeStarted?: boolean }).reliabilityNodeStarted)
    await stopNode(rabbitNode());
}
