import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { connect } from 'amqplib';
import { amqpQueueNames } from '@chargesetu/shared/messaging';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import { freePort, runId, useTestDatabase, type TestDatabase } from '@chargesetu/shared/testing';
import { Microservices, SERVICES, type Service } from '../../microservices';
import { rabbitNode, type RabbitNode } from './rabbit-node';

/** The few `pg` Pool methods used here (`pg` ships no types). */
interface PgPool {
  query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
  on(event: 'error', listener: (err: Error) => void): void;
}
const { Pool } = createRequire(__filename)('pg') as {
  Pool: new (o: { connectionString: string; max?: number }) => PgPool;
};

export interface ClusterOptions {
  /** Added to every process's environment (service settings such as MAX_UNPAID_BOOKINGS). */
  env?: NodeJS.ProcessEnv;
  /** Per service, added on top (e.g. an AMQP_URL through a proxy the test controls). */
  serviceEnv?: Partial<Record<Service, NodeJS.ProcessEnv>>;
}

/**
 * The six services and the gateway as separate processes (the built bundles), on a fresh database and
 * a fresh exchange and queue prefix on the suite's own RabbitMQ node, so a test may stop that broker or
 * kill any process without touching anyone else's run.
 */
export class ReliabilityCluster {
  readonly node: RabbitNode = rabbitNode();
  readonly exchange: string;
  readonly queuePrefix: string;
  readonly secret = randomBytes(32).toString('hex');
  readonly internalToken = deriveInternalToken(this.secret);
  readonly ports: Record<string, number> = {};
  /** Each process's metrics listener (METRICS_PORT / <NAME>_METRICS_PORT), by process name. */
  readonly metricsPorts: Record<string, number> = {};
  readonly procs: Microservices;
  private constructor(
    readonly db: TestDatabase & { url: string },
    readonly pool: PgPool,
    private readonly o: ClusterOptions,
    env: NodeJS.ProcessEnv,
  ) {
    const id = runId();
    this.exchange = `rel_${id}.events`;
    this.queuePrefix = `rel_${id}.`;
    this.procs = new Microservices({
      ...env,
      DATABASE_URL: db.url,
      AMQP_URL: this.amqpUrl,
      AMQP_EXCHANGE: this.exchange,
      AMQP_QUEUE_PREFIX: this.queuePrefix,
      JWT_SECRET: this.secret,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // The suite drives hundreds of requests a minute from one address.
      RATE_LIMIT_API_PER_MINUTE: '100000000',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
      ...o.env,
    });
  }

  get amqpUrl(): string {
    return process.env.RELIABILITY_AMQP_URL ?? this.node.amqpUrl;
  }

  get gatewayUrl(): string {
    return `http://127.0.0.1:${this.ports.gateway}`;
  }

  /** A service's own address (bypassing the gateway); `as` for a second instance. */
  url(name: string): string {
    return `http://127.0.0.1:${this.ports[name]}`;
  }

  /**
   * Where a process serves its metrics (`<url>/metrics`): a listener of its own, never the API port;
   * `gateway`, a service, or `as` for a second instance.
   */
  metricsUrl(name: string): string {
    return `http://127.0.0.1:${this.metricsPorts[name]}`;
  }

  static async start(o: ClusterOptions = {}): Promise<ReliabilityCluster> {
    const db = await useTestDatabase();
    if (!db.url) {
      await db.drop();
      throw new Error(`the reliability suite needs real PostgreSQL (DATABASE_URL), got ${db.kind}`);
    }
    const pool = new Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined); // a connection killed with the database must not crash the run
    const cluster = new ReliabilityCluster({ ...db, url: db.url }, pool, o, {});
    try {
      await cluster.boot();
    } catch (err) {
      await cluster.stop();
      throw err;
    }
    return cluster;
  }

  private async boot(): Promise<void> {
    for (const s of [...SERVICES, 'gateway']) {
      this.ports[s] = await freePort();
      this.metricsPorts[s] = await freePort();
    }
    for (const s of SERVICES) {
      this.procs.env[`${s.toUpperCase()}_PORT`] = String(this.ports[s]);
      this.procs.env[`${s.toUpperCase()}_URL`] = this.url(s);
    }
    this.procs.env.PORT = String(this.ports.gateway);
    this.procs.env.METRICS_PORT = String(this.metricsPorts.gateway);
    // Each service migrates its own schema and seeds; one at a time, like a first deploy.
    for (const s of SERVICES) await this.startService(s);
    this.procs.start('gateway');
    await this.procs.waitReady('gateway', `${this.gatewayUrl}/health`);
  }

  /** Starts (or restarts, after a kill) a service and waits until its /ready answers 200. */
  async startService(
    name: Service,
    o: { as?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
  ): Promise<void> {
    const key = o.as ?? name;
    this.ports[key] ??= await freePort();
    this.metricsPorts[key] ??= await freePort();
    this.procs.start(name, {
      as: key,
      env: {
        ...this.o.serviceEnv?.[name],
        [`${name.toUpperCase()}_PORT`]: String(this.ports[key]),
        [`${name.toUpperCase()}_METRICS_PORT`]: String(this.metricsPorts[key]),
        ...o.env,
      },
    });
    await this.procs.waitReady(key, `${this.url(key)}/ready`, o.timeoutMs ?? 60_000);
  }

  /** SQL on the cluster's database (a small pool of the test's own). */
  async sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(text, params)).rows as T[];
  }

  /** The RabbitMQ queue and dead-letter queue of a service's consumer. */
  queues(consumer: Service): { queue: string; deadLetterQueue: string } {
    return amqpQueueNames(consumer, this.queuePrefix);
  }

  /**
   * Messages ready in the dead-letter queue of each service that consumes events (services without
   * consumers have no queues and are absent), read from the broker itself.
   */
  async deadLetterDepths(): Promise<Record<string, number>> {
    const conn = await connect(this.amqpUrl);
    conn.on('error', () => undefined);
    try {
      const depth: Record<string, number> = {};
      for (const s of SERVICES) {
        const ch = await conn.createChannel();
        ch.on('error', () => undefined); // checkQueue of a missing queue closes the channel with 404
        try {
          depth[s] = (await ch.checkQueue(this.queues(s).deadLetterQueue)).messageCount;
          await ch.close();
        } catch {
          // no consumer, no queue
        }
      }
      return depth;
    } finally {
      await conn.close();
    }
  }

  /** Unsent outbox rows per service schema. */
  async outboxBacklog(): Promise<Record<string, number>> {
    const backlog: Record<string, number> = {};
    for (const s of SERVICES) {
      const [row] = await this.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${s}".outbox WHERE sent_at IS NULL`,
      );
      backlog[s] = row.n;
    }
    return backlog;
  }

  /** Stops every process, deletes this run's queues and exchanges, drops the database. */
  async stop(): Promise<void> {
    await this.procs.stopAll();
    await this.deleteTopology().catch((err) =>
      process.stderr.write(`could not delete the run's queues: ${(err as Error).message}\n`),
    );
    await this.pool.end().catch(() => undefined);
    await this.db.drop();
  }

  private async deleteTopology(): Promise<void> {
    const conn = await connect(this.amqpUrl);
    try {
      const ch = await conn.createChannel();
      for (const s of SERVICES) {
        const { queue, deadLetterQueue } = this.queues(s);
        await ch.deleteQueue(queue);
        await ch.deleteQueue(deadLetterQueue);
      }
      await ch.deleteExchange(this.exchange);
      await ch.deleteExchange(`${this.exchange}.dlx`);
      // The ocpp instances' command exchange (their queues are exclusive: gone with their connections).
      await ch.deleteExchange(`${this.exchange}.ocpp-commands`);
      await ch.close();
    } finally {
      await conn.close();
    }
  }
}
