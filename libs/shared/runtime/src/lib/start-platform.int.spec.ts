import { withTransaction } from '@chargesetu/shared/db';
import { createEnvelope, enqueueEvent, handleOnce } from '@chargesetu/shared/messaging';
import {
  describeBackends,
  eventually,
  freePort,
  useTestBroker,
  useTestDatabase,
  type TestBroker,
  type TestDatabase,
} from '@chargesetu/shared/testing';
import type { FastifyPluginAsync } from 'fastify';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { defineService, type ServiceDeps } from './service-module';
import { startPlatform, type EdgePlugin } from './start-platform';

jest.setTimeout(60_000);

class CreateOrders1763000000001 implements MigrationInterface {
  name = 'CreateOrders1763000000001';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE "stations"."orders" (id serial PRIMARY KEY, item text NOT NULL)`);
  }
  async down() {
    return undefined;
  }
}
class CreateLedger1763000000002 implements MigrationInterface {
  name = 'CreateLedger1763000000002';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE "payments"."ledger" (order_id int PRIMARY KEY, item text NOT NULL)`);
  }
  async down() {
    return undefined;
  }
}

/** A producer: the row and its event commit together, or neither does. */
const orderRoutes: FastifyPluginAsync<{ deps: ServiceDeps }> = async (app, { deps: { ctx } }) => {
  app.post<{ Body: { item: string; fail?: boolean } }>('/api/test-orders', async (request) => {
    const id = await withTransaction(ctx.dataSource, async (m) => {
      const [row] = await m.query(`INSERT INTO "stations"."orders" (item) VALUES ($1) RETURNING id`, [
        request.body.item,
      ]);
      await enqueueEvent(
        m,
        createEnvelope('test.order.placed', 1, { orderId: row.id, item: request.body.item }, request.id),
      );
      if (request.body.fail) throw new Error('rolled back on purpose');
      return row.id as number;
    });
    ctx.relay.notify();
    return { id };
  });
};

const producer = defineService({
  name: 'stations',
  schema: 'stations',
  migrations: [CreateOrders1763000000001],
  deps: (ctx) => ({ ctx }),
  routes: orderRoutes,
});

const consumer = defineService({
  name: 'payments',
  schema: 'payments',
  migrations: [CreateLedger1763000000002],
  deps: (ctx) => ({ ctx }),
  routes: async (app, { deps: { ctx } }) => {
    app.get('/api/test-ledger', async () =>
      ctx.dataSource.query(`SELECT order_id, item FROM "payments"."ledger" ORDER BY 1`),
    );
  },
  consumers: [
    {
      name: 'ledger',
      event: 'test.order.placed',
      run: (event, { ctx }) =>
        handleOnce(ctx.dataSource, 'payments', event, async (m) => {
          const data = event.data as { orderId: number; item: string };
          await m.query(`INSERT INTO "payments"."ledger" (order_id, item) VALUES ($1, $2)`, [
            data.orderId,
            data.item,
          ]);
        }).then(() => undefined),
    },
  ],
});

const noEdge: EdgePlugin = async () => undefined;

describe('startPlatform', () => {
  let db: TestDatabase;
  let broker: TestBroker;
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let metricsPort: number;

  beforeAll(async () => {
    db = await useTestDatabase();
    broker = await useTestBroker();
    console.info(describeBackends(db, broker));
    metricsPort = await freePort();
    platform = await startPlatform({
      modules: [producer, consumer],
      edge: noEdge,
      handleSignals: false,
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'platform-test-secret-0123456789-abcdefgh',
        ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir }),
        ...(broker.kind === 'none'
          ? {}
          : { AMQP_URL: broker.url, AMQP_EXCHANGE: broker.exchange, AMQP_QUEUE_PREFIX: broker.queuePrefix }),
      },
    });
  });

  afterAll(async () => {
    await platform?.close();
    if (broker?.kind !== 'none') await broker?.cleanup();
    await db?.drop();
  });

  it('uses RabbitMQ when AMQP_URL is set and the in-process bus otherwise', () => {
    expect(platform.bus.kind).toBe(broker.kind === 'none' ? 'in-process' : 'amqp');
  });

  it('reports ready when its database and bus answer', async () => {
    const res = await platform.app.inject({ url: '/ready' });
    expect(res.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', broker: 'ok' } });
  });

  it('when a service commits a change, its event reaches the consuming service once', async () => {
    const res = await platform.app.inject({
      method: 'POST',
      url: '/api/test-orders',
      payload: { item: 'CCS2 slot' },
    });
    const { id } = res.json();
    await eventually(async () => {
      const ledger = (await platform.app.inject({ url: '/api/test-ledger' })).json();
      expect(ledger).toEqual([{ order_id: id, item: 'CCS2 slot' }]);
    });
  });

  it('when the transaction rolls back, no event is published', async () => {
    const res = await platform.app.inject({
      method: 'POST',
      url: '/api/test-orders',
      payload: { item: 'never', fail: true },
    });
    expect(res.statusCode).toBe(500);
    const [producerCtx] = platform.contexts;
    await producerCtx.relay.flush();
    expect(await producerCtx.relay.backlog()).toBe(0);
    const ledger = (await platform.app.inject({ url: '/api/test-ledger' })).json() as Array<{ item: string }>;
    expect(ledger.map((r) => r.item)).not.toContain('never');
  });

  it('serves /metrics on its own loopback listener: events through the real bus, outbox backlogs, dead-letter depths, requests', async () => {
    // Never on the API port.
    expect((await platform.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect(platform.metricsUrl).toBe(`http://127.0.0.1:${metricsPort}`);
    const res = await fetch(`${platform.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    // The order placed above was published by the producer's relay and handled by the consumer.
    expect(text).toMatch(
      /events_published_total\{type="test\.order\.placed",outcome="ok",process="platform"\} [1-9]/,
    );
    expect(text).toMatch(
      /events_consumed_total\{consumer="payments",type="test\.order\.placed",outcome="ok",process="platform"\} [1-9]/,
    );
    expect(text).toContain('outbox_backlog{service="stations",process="platform"} 0');
    expect(text).toContain('outbox_backlog{service="payments",process="platform"} 0');
    expect(text).toContain('dead_letter_queue_depth{consumer="payments",process="platform"} 0');
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/test-orders",status_code="200"/);
  });
});
