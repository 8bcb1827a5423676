import { connect } from 'amqplib';
import {
  containerBrokerControl,
  listLocalExchanges,
  listLocalQueues,
  localBrokerControl,
  type BrokerControl,
} from './broker-control';
import { requireRealServices, runId, tryContainer } from './real-services';

export interface RealTestBroker {
  kind: 'env' | 'container';
  url: string;
  /** This run's own exchange; its dead-letter exchange is `<exchange>.dlx`. */
  exchange: string;
  /** Prefix for this run's queue names, so runs never share a queue. */
  queuePrefix: string;
  control: BrokerControl;
  /** Deletes this run's queues and exchanges (or stops the container). Leaves the broker running. */
  cleanup(): Promise<void>;
}

export type TestBroker = RealTestBroker | { kind: 'none'; reason: string };

/**
 * A RabbitMQ for this test run: AMQP_URL with a unique exchange and queue prefix, else a RabbitMQ
 * container, else `{ kind: 'none' }` so broker tests skip with the reason. With REQUIRE_REAL_SERVICES=1
 * it throws instead of returning 'none'.
 */
export async function useTestBroker(): Promise<TestBroker> {
  const id = runId();
  const names = { exchange: `cs_test_${id}.events`, queuePrefix: `cs_test_${id}.` };
  const url = process.env.AMQP_URL;
  if (url) {
    return {
      kind: 'env',
      url,
      ...names,
      control: localBrokerControl(url),
      cleanup: () => deleteRunTopology(url, names.exchange, names.queuePrefix),
    };
  }
  const container = await tryContainer(async () => {
    const { RabbitMQContainer } = await import('@testcontainers/rabbitmq');
    return new RabbitMQContainer('rabbitmq:3.10-management-alpine').start();
  });
  if (container.ok) {
    const c = container.value;
    const amqpUrl = c.getAmqpUrl();
    return {
      kind: 'container',
      url: amqpUrl,
      ...names,
      control: containerBrokerControl(c, amqpUrl),
      cleanup: async () => void (await c.stop()),
    };
  }
  const reason = `no RabbitMQ: AMQP_URL is not set and ${container.reason}`;
  if (requireRealServices()) throw new Error(`REQUIRE_REAL_SERVICES=1 but ${reason}`);
  return { kind: 'none', reason };
}

async function deleteRunTopology(url: string, exchange: string, queuePrefix: string): Promise<void> {
  // The queue names come from the broker itself: tests create consumers' queues and their DLQs freely.
  const queues = (await listLocalQueues().catch(() => [])).filter((q) => q.startsWith(queuePrefix));
  const conn = await connect(url);
  try {
    const ch = await conn.createChannel();
    for (const q of queues) await ch.deleteQueue(q);
    await ch.deleteExchange(exchange);
    await ch.deleteExchange(`${exchange}.dlx`);
    // Exchanges services derive from the run's one (e.g. the ocpp instances' command exchange).
    const derived = (await listLocalExchanges().catch(() => [])).filter((e) => e.startsWith(`${exchange}.`));
    for (const e of derived) await ch.deleteExchange(e);
    await ch.close();
  } finally {
    await conn.close();
  }
}
