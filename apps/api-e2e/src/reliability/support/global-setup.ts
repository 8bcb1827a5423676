import { ensureNodeStarted, rabbitNode } from './rabbit-node';

/**
 * Jest globalSetup of the reliability suite: its own RabbitMQ node (see rabbit-node.ts), shared by every
 * file of the run; each file still owns its exchange, queues and database. Plain relative imports only:
 * globalSetup does not get the workspace's path aliases.
 */
export default async function globalSetup(): Promise<void> {
  const node = rabbitNode();
  const started = Date.now();
  const fresh = await ensureNodeStarted(node);
  process.env.RELIABILITY_AMQP_URL = node.amqpUrl;
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  (globalThis as { reliabilityNodeStarted?: boolean }).reliabilityNodeStarted = fresh;
  process.stderr.write(
    `\nreliability RabbitMQ node ${node.name} on ${node.amqpUrl}: ` +
      `${fresh ? `started in ${Date.now() - started} ms` : 'already running, reused'}\n`,
  );
}
