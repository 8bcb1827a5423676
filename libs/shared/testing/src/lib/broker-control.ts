import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { connect } from 'amqplib';

const run = promisify(execFile);

/** Stops and starts the broker's AMQP application, to test what happens while it is down. */
export interface BrokerControl {
  /** False when this run cannot control the broker (e.g. AMQP_URL points at another host). */
  readonly available: boolean;
  stop(): Promise<void>;
  /** Starts the broker again and resolves once it accepts AMQP connections. */
  start(): Promise<void>;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** `rabbitmqctl stop_app` / `start_app` on this machine (needs root or the Erlang cookie). */
export function localBrokerControl(amqpUrl: string): BrokerControl {
  const host = new URL(amqpUrl).hostname;
  if (!LOCAL_HOSTS.has(host)) return unavailable(`the broker at ${host} is not on this machine`);
  return {
    available: true,
    stop: async () => void (await run('rabbitmqctl', ['stop_app'], { timeout: 60_000 })),
    start: async () => {
      await run('rabbitmqctl', ['start_app'], { timeout: 60_000 });
      await waitForAmqp(amqpUrl);
    },
  };
}

/** The same commands run inside a testcontainers RabbitMQ container. */
export function containerBrokerControl(
  container: { exec(cmd: string[]): Promise<{ exitCode: number; output: string }> },
  amqpUrl: string,
): BrokerControl {
  const ctl = async (cmd: string) => {
    const r = await container.exec(['rabbitmqctl', cmd]);
    if (r.exitCode !== 0) throw new Error(`rabbitmqctl ${cmd} failed: ${r.output}`);
  };
  return {
    available: true,
    stop: () => ctl('stop_app'),
    start: async () => {
      await ctl('start_app');
      await waitForAmqp(amqpUrl);
    },
  };
}

function unavailable(reason: string): BrokerControl {
  const fail = () => Promise.reject(new Error(`cannot stop or start the broker: ${reason}`));
  return { available: false, stop: fail, start: fail };
}

/** Polls until a connection opens: right after start_app the port may refuse for a moment. */
export async function waitForAmqp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const c = await connect(url);
      await c.close();
      return;
    } catch (err) {
      if (Date.now() > deadline) {
        throw new Error(
          `broker did not accept connections within ${timeoutMs} ms: ${(err as Error).message}`,
          { cause: err },
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Names of the broker's queues, from rabbitmqctl (local brokers only). */
/** The exchange names on the local RabbitMQ node (the same way as its queues). */
export async function listLocalExchanges(): Promise<string[]> {
  const { stdout } = await run('rabbitmqctl', ['list_exchanges', '-q', '--no-table-headers', 'name'], {
    timeout: 30_000,
  });
  return stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

export async function listLocalQueues(): Promise<string[]> {
  const { stdout } = await run('rabbitmqctl', ['list_queues', '-q', '--no-table-headers', 'name'], {
    timeout: 30_000,
  });
  return stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
