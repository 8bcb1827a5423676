import { timingSafeEqual } from 'node:crypto';
import type { EventBus } from '@chargesetu/shared/messaging';
import { unauthorized } from '@chargesetu/shared/server-kit';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds; from a cached read (~1 ms) to a slow cross-service call. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * One process's Prometheus metrics (ARCHITECTURE 4): HTTP rate and latency per route, events published
 * and consumed, each service's outbox backlog and each consumer's dead-letter queue depth, plus Node's
 * own (memory, event-loop lag, GC). A registry per process, not prom-client's global one, so tests can
 * run several in one process.
 */
export class ProcessMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly latency: Histogram<'method' | 'route' | 'status_code'>;
  private readonly published: Counter<'type' | 'outcome'>;
  private readonly consumed: Counter<'consumer' | 'type' | 'outcome'>;
  private readonly backlogSources = new Map<string, () => Promise<number>>();
  private readonly buses = new Set<EventBus>();

  constructor(process: string) {
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
  }

  /** Counts every answered request of `app` (route templates, so ids do not explode the label set). */
  observeHttp(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
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

  /**
   * GET /metrics in Prometheus text format. With a token (METRICS_TOKEN), only `Authorization: Bearer
   * <token>` may read it; without one, keep the port off the public network (the compose file does).
   */
  registerRoute(app: FastifyInstance, token?: string): void {
    const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (expected) {
        const given = Buffer.from(request.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          throw unauthorized('A valid metrics token is required');
        }
      }
      reply.header('content-type', this.registry.contentType);
      return this.registry.metrics();
    });
  }
}
