// Bundled and run by measure.mjs: GET /api/stations (full list) on the stations service as hosts run it,
// plain and behind the same compression the edge uses. Prints latency and payload sizes.
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { closeEmbeddedDatabase } from '@chargesetu/shared/db';
import { createInProcessBus } from '@chargesetu/shared/messaging';
import { createLogger, injectServiceClient, openService } from '@chargesetu/shared/runtime';
import { createServer, deriveInternalToken } from '@chargesetu/shared/server-kit';
import { stationsService } from '@chargesetu/stations/service';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const RUNS = Number(process.env.RUNS ?? 200);
const secret = 'measure-secret-0123456789abcdef0123456789';

/** A throw-away database: a fresh one on DATABASE_URL's server, else embedded PGlite in a temp folder. */
async function throwAwayDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cs-measure-'));
    return {
      dataDir,
      label: `embedded PGlite (${dataDir})`,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `cs_measure_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const c = new Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL ${url.host}/${name}`,
    drop: () => admin(`DROP DATABASE "${name}"`),
  };
}

async function main() {
  const db = await throwAwayDatabase();
  const bus = createInProcessBus();
  const server = await createServer({ name: 'stations', jwt: { secret, expiresIn: '1h' }, logger: false });
  // The edge's setting (libs/gateway/service edge.plugin.ts): br or gzip above 1 KiB.
  await server.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const services = injectServiceClient(
    () => server as unknown as FastifyInstance,
    deriveInternalToken(secret),
  );
  const logger = createLogger('silent', {});
  const opened = await openService(stationsService, {
    database: { url: db.url, dataDir: db.dataDir },
    bus,
    logger,
    services,
    env: {},
  });
  await server.register(opened.bound.routes);
  await server.ready();
  const seed = opened.bound.seed;
  if (!seed) throw new Error('the stations service has no seed');
  const t0 = performance.now();
  await seed();
  const seedMs = performance.now() - t0;
  const t1 = performance.now();
  await seed();
  const reseedMs = performance.now() - t1;

  const time = async (encoding?: string) => {
    const headers = encoding ? { 'accept-encoding': encoding } : {};
    await server.inject({ method: 'GET', url: '/api/stations', headers }); // warm-up (schema compile)
    const ms: number[] = [];
    let bytes = 0;
    let count = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const res = await server.inject({ method: 'GET', url: '/api/stations', headers });
      ms.push(performance.now() - start);
      bytes = res.rawPayload.length;
      if (!encoding) count = res.json().length;
    }
    ms.sort((a, b) => a - b);
    return { median: ms[Math.floor(ms.length / 2)], p95: ms[Math.floor(ms.length * 0.95)], bytes, count };
  };
  const plain = await time();
  const gzip = await time('gzip');
  const br = await time('br');
  const raw = (await server.inject({ method: 'GET', url: '/api/stations' })).rawPayload;

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB (${n} B)`;
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(`database: ${db.label}`);
  console.log(`seed: first ${ms(seedMs)}, again (no changes) ${ms(reseedMs)}`);
  console.log(`GET /api/stations, ${plain.count} stations, ${RUNS} requests each via app.inject:`);
  console.log(`  identity : median ${ms(plain.median)}, p95 ${ms(plain.p95)}, body ${kb(plain.bytes)}`);
  console.log(`  gzip     : median ${ms(gzip.median)}, p95 ${ms(gzip.p95)}, body ${kb(gzip.bytes)}`);
  console.log(`  br       : median ${ms(br.median)}, p95 ${ms(br.p95)}, body ${kb(br.bytes)}`);
  console.log(
    `  offline  : gzip -9 ${kb(gzipSync(raw, { level: 9 }).length)}, brotli q11 ${kb(
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    )}`,
  );
  await server.close();
  await opened.close();
  await bus.close();
  await closeEmbeddedDatabase();
  await db.drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
