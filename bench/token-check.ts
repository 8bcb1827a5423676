// The per-request cost of the token check (security review #15), in one process, no network: what
// `authenticate` adds over the signature check alone, with the token-state cache warm (the normal case:
// one miss per user per TOKEN_STATE_CACHE_MS) and missing every time (the source answers at once, so
// that row is the cache's own overhead, not auth's round trip). A few seconds:
//
//   npx tsx bench/token-check.ts
//
// Each check runs N times on one real Fastify request inside a handler, so routing and inject are not
// in the figures; best of five runs (the machine's noise only ever adds).
import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import {
  authenticate,
  createServer,
  signToken,
  TokenStateCache,
  type TokenState,
} from '../libs/shared/server-kit/src/index';

const N = Number(process.env.TOKEN_BENCH_CHECKS ?? 50_000);
const state: TokenState = { exists: true, version: 0, revoked: new Set(['a-revoked-jti']) };
type Check = (request: FastifyRequest) => Promise<unknown>;

async function main() {
  const warmCache = new TokenStateCache(async () => state, { ttlMs: 1000 });
  const missingCache = new TokenStateCache(async () => state, { ttlMs: 0 });
  const app = await createServer({
    name: 'bench',
    jwt: { secret: 'bench-secret-0123456789abcdef0123456789', expiresIn: '12h' },
    logger: false,
    openapi: false,
    tokenState: warmCache,
  });
  const checks: Array<[string, Check]> = [
    ['signature only (before #15)', (request) => request.jwtVerify()],
    ['authenticate, cache warm', (request) => authenticate(request, undefined as never)],
    [
      'authenticate, cache missing every time',
      async (request) => {
        app.tokenState = missingCache;
        try {
          await authenticate(request, undefined as never);
        } finally {
          app.tokenState = warmCache;
        }
      },
    ],
  ];
  const results: Record<string, number> = {};
  app.get('/run', async (request) => {
    for (const [label, check] of checks) {
      const runs: number[] = [];
      for (let r = 0; r < 5; r += 1) {
        for (let i = 0; i < 2000; i += 1) await check(request); // warm-up (JIT, cache)
        const t0 = performance.now();
        for (let i = 0; i < N; i += 1) await check(request);
        runs.push(((performance.now() - t0) * 1000) / N);
      }
      results[label] = Math.min(...runs);
    }
    return results;
  });
  await app.ready();
  const token = signToken(app as never, { id: 42, username: 'bench', role: 'user', tokenVersion: 0 });
  const res = await app.inject({ url: '/run', headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  const base = results['signature only (before #15)'];
  console.log(`## Token check (security review #15): ${N} checks per run, best of 5\n`);
  console.log('| check | µs per request | added to the signature check |');
  console.log('|---|---:|---:|');
  for (const [label, us] of Object.entries(results))
    console.log(`| ${label} | ${us.toFixed(2)} | ${us === base ? '' : `${(us - base).toFixed(2)} µs`} |`);
  await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
