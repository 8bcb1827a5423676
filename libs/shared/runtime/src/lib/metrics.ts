import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventBus } from '@chargesetu/shared/messaging';
import { errorBody } from '@chargesetu/shared/server-kit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface ProcessMetricsOptions {
  /** How long one rendering of the metrics is served to every scraper (ms, default 1000). */
  cacheMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export interface MetricsListenOptions {
  host: string;
  /** 0: any free port (tests). */
  port: number;
  /** METRICS_TOKEN: when set, a scrape needs `Authorization: Bearer <token>`. */
  token?: string;
}

/** A running metrics listener. */
export interface MetricsServer {
  /** e.g. `http://127.0.0.1:9300` */
  url: string;
  close(): Promise<void>;
}

/** Seconds; from a cached read (~1 ms) to a slow cross-service call. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * One process's Prometheus metrics (docs/architecture.md §6): HTTP rate and latency per route, events
 * published and consumed, each service's outbox backlog and each consumer's dead-letter queue depth, the
 * size of the database and of each service's schema, plus Node's own (memory, event-loop lag, GC). A registry per process, not prom-client's global one, so tests can
 * run several in one process.
 */
export class ProcessMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly latency: Histogram<'method' | 'route' | 'status_code'>;
  private readonly published: Counter<'type' | 'outcome'>;
  private readonly consumed: Counter<'consumer' | 'type' | 'outcome'>;
  private readonly backlogSources = new Map<string, () => Promise<number>>();
  private readonly schemaSources = new Map<string, () => Promise<number>>();
  private databaseSource?: () => Promise<{ database: string; bytes: number }>;
  private readonly buses = new Set<EventBus>();
  private readonly cacheMs: number;
  private readonly now: () => number;
  private rendered?: { text: string; at: number };
  private rendering?: Promise<string>;

  constructor(process: string, o: ProcessMetricsOptions = {}) {
    this.cacheMs = o.cacheMs ?? 1000;
    this.now = o.now ?? Date.now;
    this.registry.setDefaultLabels({ process });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.published = new Counter({
      name: 'events_published_total',
      help: 'Events handed to the broker by the outbox relays (outcome ok or error).',
      labelNames: ['type', 'outcome'],
      registers,
    });
    this.consumed = new Counter({
      name: 'events_consumed_total',
      help: 'Event deliveries handled by consumers (outcome ok, or error when it will be redelivered).',
      labelNames: ['consumer', 'type', 'outcome'],
      registers,
    });
    const backlogSources = this.backlogSources;
    new Gauge({
      name: 'outbox_backlog',
      help: 'Events committed to a service outbox and not yet published.',
      labelNames: ['service'],
      registers,
      async collect() {
        this.reset();
        for (const [service, backlog] of backlogSources) {
          // A database that is down must not break the whole scrape.
          const n = await backlog().catch(() => Number.NaN);
          this.set({ service }, n);
        }
      },
    });
    const buses = this.buses;
    new Gauge({
      name: 'dead_letter_queue_depth',
      help: 'Messages waiting in a consumer dead-letter queue.',
      labelNames: ['consumer'],
      registers,
      async collect() {
        this.reset();
        for (const bus of buses) {
          const depth = await bus.deadLetterDepth().catch(() => ({}) as Record<string, number>);
          for (const [consumer, n] of Object.entries(depth)) this.set({ consumer }, n);
        }
      },
    });
    const schemaSources = this.schemaSources;
    new Gauge({
      name: 'schema_size_bytes',
      help: "Bytes a service's schema takes in the database (tables, indexes, TOAST).",
      labelNames: ['service'],
      registers,
      async collect() {
        this.reset();
        for (const [service, size] of schemaSources) {
          this.set({ service }, await size().catch(() => Number.NaN));
        }
      },
    });
    const databaseOf = () => this.databaseSource;
    new Gauge({
      name: 'database_size_bytes',
      help: 'Bytes the database takes on disk (pg_database_size).',
      labelNames: ['database'],
      registers,
      async collect() {
        this.reset();
        // A database that is down leaves the gauge empty rather than breaking the scrape.
        const size = await databaseOf()?.().catch(() => undefined);
        if (size) this.set({ database: size.database }, size.bytes);
      },
    });
  }

  /**
   * Counts every answered request of `app` by route template, so ids (or however a client spells a
   * path) never explode the label set. `routeLabel` may name a finer template for a catch-all route
   * (the gateway's `/api/*`); it must return one of a fixed set of names.
   */
  observeHttp(app: FastifyInstance, routeLabel?: (request: FastifyRequest) => string | undefined): void {
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: routeLabel?.(request) ?? request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      this.requests.inc(labels);
      this.latency.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  }

  /** The bus with publish and consume counted; its dead-letter queues feed the DLQ gauge. */
  instrumentBus<B extends EventBus>(bus: B): B {
    this.buses.add(bus);
    const published = this.published;
    const consumed = this.consumed;
    return Object.assign(Object.create(bus) as B, {
      async publish(event: Parameters<EventBus['publish']>[0]) {
        try {
          await bus.publish(event);
          published.inc({ type: event.type, outcome: 'ok' });
        } catch (err) {
          published.inc({ type: event.type, outcome: 'error' });
          throw err;
        }
      },
      subscribe(consumer: string, eventTypes: string[], handler: Parameters<EventBus['subscribe']>[2]) {
        return bus.subscribe(consumer, eventTypes, async (event, info) => {
          try {
            await handler(event, info);
            consumed.inc({ consumer, type: event.type, outcome: 'ok' });
          } catch (err) {
            consumed.inc({ consumer, type: event.type, outcome: 'error' });
            throw err;
          }
        });
      },
    });
  }

  /** Reports a service's outbox backlog (the relay's count of unsent rows) on each scrape. */
  trackOutbox(service: string, backlog: () => Promise<number>): void {
    this.backlogSources.set(service, backlog);
  }

  /** Reports the bytes a service's schema takes, on each scrape. */
  trackSchema(service: string, bytes: () => Promise<number>): void {
    this.schemaSources.set(service, bytes);
  }

  /** Reports the size of the database this process's services use, on each scrape (one per process). */
  trackDatabase(size: () => Promise<{ database: string; bytes: number }>): void {
    this.databaseSource = size;
  }

  /**
   * The Prometheus text of this process. One collection serves every scraper for `cacheMs`, and
   * scrapes that arrive while one is running wait for it (single flight): a burst of scrapes costs one
   * collection (outbox counts, dead-letter checks), never one each.
   */
  render(): Promise<string> {
    if (this.rendered && this.now() - this.rendered.at < this.cacheMs) {
      return Promise.resolve(this.rendered.text);
    }
    this.rendering ??= this.registry
      .metrics()
      .then((text) => {
        this.rendered = { text, at: this.now() };
        return text;
      })
      .finally(() => {
        this.rendering = undefined;
      });
    return this.rendering;
  }

  /**
   * Serves GET /metrics on a listener of its own (METRICS_HOST, METRICS_PORT or <NAME>_METRICS_PORT),
   * never on the API port: that one is public (the gateway, the all-in-one platform) or reachable by
   * every other service. With a token (METRICS_TOKEN), only `Authorization: Bearer <token>` may read it.
   * A plain node:http server: a scrape runs no API hooks (rate limits, tokens, logging).
   */
  async listen(o: MetricsListenOptions): Promise<MetricsServer> {
    const expected = o.token ? Buffer.from(`Bearer ${o.token}`) : undefined;
    const send = (res: ServerResponse, status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    };
    const json = (res: ServerResponse, status: number, message: string) =>
      send(res, status, 'application/json; charset=utf-8', JSON.stringify(errorBody(status, message)));
    const handle = (req: IncomingMessage, res: ServerResponse) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        return json(res, 404, `Route ${req.method} ${path} not found`);
      }
      if (expected) {
        const given = Buffer.from(req.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          return json(res, 401, 'A valid metrics token is required');
        }
      }
      this.render().then(
        (text) => send(res, 200, this.registry.contentType, text),
        () => json(res, 500, 'The metrics could not be collected'),
      );
    };
    const server = createServer(handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(o.port, o.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { address, port } = server.address() as AddressInfo;
    const host = address.includes(':') ? `[${address}]` : address;
    return {
      url: `http://${host}:${port}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  }
}

/**
 * Starts a process's metrics listener when `port` is not 0. A port that cannot be bound is logged, not
 * fatal: metrics are for operators, and the API must not go down because a scrape port is taken.
 * Returns how to close it (a no-op when there is none).
 */
export async function startMetricsListener(
  metrics: ProcessMetrics,
  o: MetricsListenOptions & { logger: FastifyBaseLogger },
): Promise<{ url?: string; close(): Promise<void> }> {
  if (o.port === 0) return { close: async () => undefined };
  try {
    const server = await metrics.listen(o);
    o.logger.info(`metrics at ${server.url}/metrics`);
    return server;
  } catch (err) {
    o.logger.error({ err }, `metrics listener could not start on ${o.host}:${o.port}; metrics are off`);
    return { close: async () => undefined };
  }
}
