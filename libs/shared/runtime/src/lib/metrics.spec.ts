import { createEnvelope, createInProcessBus } from '@chargesetu/shared/messaging';
import Fastify, { type FastifyInstance } from 'fastify';
import { ProcessMetrics, type MetricsServer } from './metrics';

/** The value of one sample line of the Prometheus text, e.g. `http_requests_total{...} 2`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function scrape(server: MetricsServer, headers: Record<string, string> = {}, path = '/metrics') {
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

describe('ProcessMetrics', () => {
  let app: FastifyInstance | undefined;
  let server: MetricsServer | undefined;
  const listen = (metrics: ProcessMetrics, token?: string) =>
    metrics.listen({ host: '127.0.0.1', port: 0, token }).then((s) => (server = s));
  afterEach(async () => {
    await app?.close();
    await server?.close();
    app = server = undefined;
  });

  it('counts requests by route template and status, with a latency histogram', async () => {
    const metrics = new ProcessMetrics('test');
    app = Fastify();
    metrics.observeHttp(app);
    app.get('/things/:id', async (req) => ({ id: (req.params as { id: string }).id }));
    await app.inject({ url: '/things/1' });
    await app.inject({ url: '/things/2' });
    await app.inject({ url: '/nowhere' });
    // However a client spells the path, the label is the route template.
    await app.inject({ url: '/th%69ngs/3' });

    const { status, text, type } = await scrape(await listen(metrics));
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(sample(text, 'http_requests_total', { route: '/things/:id', status_code: '200' })).toBe(3);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/things/:id', method: 'GET' })).toBe(
      3,
    );
    // Node's own metrics and the process label come along.
    expect(text).toContain('process_resident_memory_bytes{process="test"}');
  });

  it('counts events published and consumed, and reports outbox backlog and dead letters', async () => {
    let clock = 0;
    const metrics = new ProcessMetrics('test', { now: () => clock });
    const bus = metrics.instrumentBus(createInProcessBus({ maxDeliveries: 2, retryDelayMs: 1 }));
    await bus.subscribe('bookings', ['payment.completed'], async (e) => {
      if ((e.data as { poison?: boolean }).poison) throw new Error('cannot');
    });
    await bus.publish(createEnvelope('payment.completed', 1, { ok: true }));
    await bus.publish(createEnvelope('payment.completed', 1, { poison: true }));
    await bus.idle();
    let backlog = 7;
    metrics.trackOutbox('payments', async () => backlog);
    await listen(metrics);

    let { text } = await scrape(server!);
    expect(sample(text, 'events_published_total', { type: 'payment.completed', outcome: 'ok' })).toBe(2);
    expect(sample(text, 'events_consumed_total', { consumer: 'bookings', outcome: 'ok' })).toBe(1);
    // The poison event failed on both of its deliveries, then went to the dead-letter queue.
    expect(sample(text, 'events_consumed_total', { consumer: 'bookings', outcome: 'error' })).toBe(2);
    expect(sample(text, 'dead_letter_queue_depth', { consumer: 'bookings' })).toBe(1);
    expect(sample(text, 'outbox_backlog', { service: 'payments' })).toBe(7);

    backlog = 0;
    clock += 1000; // past the one-second cache: read again at this scrape
    ({ text } = await scrape(server!));
    expect(sample(text, 'outbox_backlog', { service: 'payments' })).toBe(0);
    await bus.close();
  });

  it("reports each schema's size and the database's, and leaves out what could not be read", async () => {
    let clock = 0;
    const metrics = new ProcessMetrics('test', { now: () => clock });
    let databaseUp = true;
    metrics.trackSchema('bookings', async () => 229376);
    metrics.trackSchema('auth', async () => {
      throw new Error('database down');
    });
    metrics.trackDatabase(async () => {
      if (!databaseUp) throw new Error('database down');
      return { database: 'chargesetu', bytes: 8675309 };
    });
    await listen(metrics);

    let { text } = await scrape(server!);
    expect(sample(text, 'schema_size_bytes', { service: 'bookings' })).toBe(229376);
    expect(sample(text, 'schema_size_bytes', { service: 'auth' })).toBeNaN();
    expect(sample(text, 'database_size_bytes', { database: 'chargesetu' })).toBe(8675309);

    databaseUp = false;
    clock += 1000;
    ({ text } = await scrape(server!));
    expect(sample(text, 'database_size_bytes', { database: 'chargesetu' })).toBeUndefined();
  });

  it('needs the bearer token when one is configured', async () => {
    const metrics = new ProcessMetrics('test');
    await listen(metrics, 'a-long-metrics-token');
    const refused = await scrape(server!);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text)).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'A valid metrics token is required',
    });
    expect((await scrape(server!, { authorization: 'Bearer wrong-token-of-same-l' })).status).toBe(401);
    expect((await scrape(server!, { authorization: 'Bearer a-long-metrics-token' })).status).toBe(200);
  });

  it('serves only /metrics on its listener, and nothing on the instrumented app', async () => {
    const metrics = new ProcessMetrics('test');
    app = Fastify();
    metrics.observeHttp(app);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    await listen(metrics);
    expect(server!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await scrape(server!, {}, '/health')).status).toBe(404);
    expect((await scrape(server!, {}, '/metrics?x=1')).status).toBe(200);
  });

  it('when 300 scrapes arrive at once, collects once and serves them all the same text', async () => {
    let clock = 0;
    const metrics = new ProcessMetrics('test', { now: () => clock });
    let collections = 0;
    metrics.trackOutbox('bookings', async () => {
      collections += 1;
      await new Promise((r) => setTimeout(r, 50)); // a slow database count
      return collections;
    });
    await listen(metrics);
    const texts = await Promise.all(Array.from({ length: 300 }, () => scrape(server!)));
    expect(collections).toBe(1);
    expect(texts.every((t) => t.status === 200 && t.text === texts[0].text)).toBe(true);
    expect(sample(texts[0].text, 'outbox_backlog', { service: 'bookings' })).toBe(1);

    // Within the cache window a scrape reuses the text; after it, the next one collects again.
    clock += 999;
    await scrape(server!);
    expect(collections).toBe(1);
    clock += 1;
    const fresh = await scrape(server!);
    expect(collections).toBe(2);
    expect(sample(fresh.text, 'outbox_backlog', { service: 'bookings' })).toBe(2);
  });
});
