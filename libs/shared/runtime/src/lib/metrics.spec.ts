import { createEnvelope, createInProcessBus } from '@chargesetu/shared/messaging';
import Fastify, { type FastifyInstance } from 'fastify';
import { ProcessMetrics } from './metrics';

/** The value of one sample line of the Prometheus text, e.g. `http_requests_total{...} 2`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function scrape(app: FastifyInstance, headers: Record<string, string> = {}) {
  const res = await app.inject({ url: '/metrics', headers });
  return { status: res.statusCode, text: res.body, type: res.headers['content-type'] };
}

describe('ProcessMetrics', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  it('counts requests by route template and status, with a latency histogram', async () => {
    const metrics = new ProcessMetrics('test');
    app = Fastify();
    metrics.observeHttp(app);
    metrics.registerRoute(app);
    app.get('/things/:id', async (req) => ({ id: (req.params as { id: string }).id }));
    await app.inject({ url: '/things/1' });
    await app.inject({ url: '/things/2' });
    await app.inject({ url: '/nowhere' });

    const { status, text, type } = await scrape(app);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(sample(text, 'http_requests_total', { route: '/things/:id', status_code: '200' })).toBe(2);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/things/:id', method: 'GET' })).toBe(
      2,
    );
    // Node's own metrics and the process label come along.
    expect(text).toContain('process_resident_memory_bytes{process="test"}');
  });

  it('counts events published and consumed, and reports outbox backlog and dead letters', async () => {
    const metrics = new ProcessMetrics('test');
    const bus = metrics.instrumentBus(createInProcessBus({ maxDeliveries: 2, retryDelayMs: 1 }));
    await bus.subscribe('bookings', ['payment.completed'], async (e) => {
      if ((e.data as { poison?: boolean }).poison) throw new Error('cannot');
    });
    await bus.publish(createEnvelope('payment.completed', 1, { ok: true }));
    await bus.publish(createEnvelope('payment.completed', 1, { poison: true }));
    await bus.idle();
    let backlog = 7;
    metrics.trackOutbox('payments', async () => backlog);
    app = Fastify();
    metrics.registerRoute(app);

    let { text } = await scrape(app);
    expect(sample(text, 'events_published_total', { type: 'payment.completed', outcome: 'ok' })).toBe(2);
    expect(sample(text, 'events_consumed_total', { consumer: 'bookings', outcome: 'ok' })).toBe(1);
    // The poison event failed on both of its deliveries, then went to the dead-letter queue.
    expect(sample(text, 'events_consumed_total', { consumer: 'bookings', outcome: 'error' })).toBe(2);
    expect(sample(text, 'dead_letter_queue_depth', { consumer: 'bookings' })).toBe(1);
    expect(sample(text, 'outbox_backlog', { service: 'payments' })).toBe(7);

    backlog = 0;
    ({ text } = await scrape(app));
    expect(sample(text, 'outbox_backlog', { service: 'payments' })).toBe(0);
    await bus.close();
  });

  it('needs the bearer token when one is configured', async () => {
    const metrics = new ProcessMetrics('test');
    app = Fastify();
    metrics.registerRoute(app, 'a-long-metrics-token');
    expect((await scrape(app)).status).toBe(401);
    expect((await scrape(app, { authorization: 'Bearer wrong-token-of-same-l' })).status).toBe(401);
    expect((await scrape(app, { authorization: 'Bearer a-long-metrics-token' })).status).toBe(200);
  });
});
