import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The suite's own RabbitMQ node. Stopping the shared broker (port 5672) would break everyone else's
 * tests, so the reliability suite starts a node of its own on other ports, and only ever stops that one.
 * Everything is configurable by environment; the defaults work as root on a Debian rabbitmq-server.
 */
export interface RabbitNode {
  /** Erlang node name, e.g. reliability@localhost. */
  name: string;
  amqpPort: number;
  distPort: number;
  /** Where the node keeps its data, logs and (empty) plugin list. */
  dir: string;
  /** Folder of rabbitmq-server and rabbitmqctl. */
  bin: string;
  amqpUrl: string;
}

export function rabbitNode(env: NodeJS.ProcessEnv = process.env): RabbitNode {
  const amqpPort = Number(env.RELIABILITY_RABBITMQ_PORT ?? 5673);
  return {
    name: env.RELIABILITY_RABBITMQ_NODE ?? 'reliability@localhost',
    amqpPort,
    distPort: Number(env.RELIABILITY_RABBITMQ_DIST_PORT ?? 25673),
    dir: env.RELIABILITY_RABBITMQ_DIR ?? '/tmp/rmq-rel',
    bin: env.RABBITMQ_BIN_DIR ?? '/usr/lib/rabbitmq/bin',
    amqpUrl: `amqp://guest:guest@127.0.0.1:${amqpPort}`,
  };
}

async function ctl(node: RabbitNode, args: string[], timeoutMs = 60_000): Promise<string> {
  const { stdout } = await run(path.join(node.bin, 'rabbitmqctl'), ['-n', node.name, ...args], {
    timeout: timeoutMs,
  });
  return stdout;
}

/** Whether the node answers `rabbitmqctl status` (it may run with its AMQP application stopped). */
export async function nodeRunning(node: RabbitNode): Promise<boolean> {
  try {
    await ctl(node, ['status'], 20_000);
    return true;
  } catch {
    return false;
  }
}

async function answersPing(node: RabbitNode): Promise<boolean> {
  try {
    await ctl(node, ['ping'], 20_000);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the node (a fresh data folder each time) unless one of that name already answers, which is
 * then reused. Resolves with whether this call started it; throws, with the node's own words, when it
 * cannot be started: the suite never skips for want of a broker.
 */
export async function ensureNodeStarted(node: RabbitNode): Promise<boolean> {
  if (await nodeRunning(node)) {
    await startApp(node); // a previous run may have died with the application stopped
    return false;
  }
  rmSync(path.join(node.dir, 'mnesia'), { recursive: true, force: true });
  mkdirSync(node.dir, { recursive: true });
  writeFileSync(path.join(node.dir, 'enabled_plugins'), '[].\n');
  const env = {
    ...process.env,
    RABBITMQ_NODENAME: node.name,
    RABBITMQ_NODE_PORT: String(node.amqpPort),
    RABBITMQ_DIST_PORT: String(node.distPort),
    RABBITMQ_MNESIA_BASE: path.join(node.dir, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(node.dir, 'log'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(node.dir, 'enabled_plugins'),
    RABBITMQ_CONFIG_FILE: path.join(node.dir, 'none'),
  };
  try {
    await run(path.join(node.bin, 'rabbitmq-server'), ['-detached'], { env, timeout: 60_000 });
    // -detached returns before the Erlang node registers: await_startup right away finds no node.
    const deadline = Date.now() + 90_000;
    while (!(await answersPing(node))) {
      if (Date.now() > deadline) throw new Error('the node did not come up within 90 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    await ctl(node, ['await_startup', '--timeout', '90'], 100_000);
  } catch (err) {
    await stopNode(node).catch(() => undefined); // never leave a half-started node behind
    throw new Error(
      `could not start the reliability RabbitMQ node ${node.name} on port ${node.amqpPort} ` +
        `(binaries in ${node.bin}, logs in ${node.dir}/log; set RELIABILITY_RABBITMQ_* or RABBITMQ_BIN_DIR): ` +
        (err as Error).message,
      { cause: err },
    );
  }
  return true;
}

/** `rabbitmqctl stop_app`: the node stays up, AMQP connections are closed and refused. */
export async function stopApp(node: RabbitNode): Promise<void> {
  await ctl(node, ['stop_app']);
}

/** `rabbitmqctl start_app`, resolved once the broker has started (connections may still need a moment). */
export async function startApp(node: RabbitNode): Promise<void> {
  await ctl(node, ['start_app']);
  await ctl(node, ['await_startup', '--timeout', '60'], 70_000);
}

/** Shuts the node down. */
export async function stopNode(node: RabbitNode): Promise<void> {
  await ctl(node, ['stop']);
}

/** A queue's arguments as the broker reports them (e.g. x-delivery-limit), or undefined when absent. */
export async function queueArguments(
  node: RabbitNode,
  queue: string,
): Promise<Record<string, unknown> | undefined> {
  const out = await ctl(node, ['list_queues', 'name', 'arguments', '--formatter', 'json', '-q']);
  const rows = JSON.parse(out) as Array<{ name: string; arguments: Array<[string, string, unknown]> }>;
  const row = rows.find((r) => r.name === queue);
  return row && Object.fromEntries(row.arguments.map(([k, , v]) => [k, v]));
}
