import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { edgePlugin, mergeOpenApi, type OpenApiDoc } from '@chargesetu/gateway/service';
import { isPublicRoute } from '@chargesetu/shared/contracts';
import {
  injectServiceClient,
  loadRuntimeConfig,
  type ServiceContext,
  type ServiceModule,
} from '@chargesetu/shared/runtime';
import { createServer } from '@chargesetu/shared/server-kit';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_MODULES } from './platform';

// The API description is a contract clients are generated from. The documents served at /api/openapi.json
// (all-in-one: the platform's own; gateway mode: the merge of every service's /openapi.json and the
// gateway's) must pass `redocly lint` with its recommended rules without a single error, and every
// operation must say which scheme protects it, in step with contracts' public routes.
const SECRET = 'openapi-lint-secret-0123456789abcdef0123';
const ENV = { JWT_SECRET: SECRET, SEED_DEMO_DATA: 'false', WEB_ROOT: '/nonexistent' };
const CONFIG = loadRuntimeConfig(ENV);
const CLI = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A context member that throws when used: building the API description must not touch the database. */
function unusable(what: string): never {
  return new Proxy(
    {},
    {
      get(_t, prop) {
        if (prop === 'then') return undefined;
        throw new Error(`${what}.${String(prop)} used while only building the API description`);
      },
    },
  ) as never;
}

async function server(name: string) {
  const app = await createServer({
    name,
    logger: false,
    jwt: { secret: SECRET, expiresIn: CONFIG.JWT_EXPIRES_IN },
  });
  const services = injectServiceClient(() => app as unknown as FastifyInstance, 'internal');
  const register = async (module: ServiceModule) => {
    const ctx = {
      name: module.name,
      dataSource: unusable('dataSource'),
      bus: unusable('bus'),
      relay: unusable('relay'),
      logger: app.log,
      services,
      env: ENV,
    } satisfies ServiceContext;
    await app.register(module.bind(ctx).routes);
  };
  return { app, services, register };
}

/** All-in-one mode: what the platform serves at /api/openapi.json. */
async function platformDocument(): Promise<OpenApiDoc> {
  const { app, services, register } = await server('platform');
  await app.register(edgePlugin, { config: CONFIG, mode: 'platform', services });
  for (const module of PLATFORM_MODULES) await register(module);
  await app.ready();
  const res = await app.inject({ url: '/api/openapi.json' });
  await app.close();
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Gateway mode: the merge of the gateway's own document and each service's /openapi.json. */
async function gatewayDocument(): Promise<OpenApiDoc> {
  const docs: OpenApiDoc[] = [];
  const gateway = await server('gateway');
  await gateway.app.register(edgePlugin, { config: CONFIG, mode: 'gateway', services: gateway.services });
  await gateway.app.ready();
  docs.push(gateway.app.swagger() as OpenApiDoc);
  await gateway.app.close();
  for (const module of PLATFORM_MODULES) {
    const { app, register } = await server(module.name);
    await register(module);
    await app.ready();
    docs.push((await app.inject({ url: '/openapi.json' })).json());
    await app.close();
  }
  return mergeOpenApi(docs);
}

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
}

/** Runs `redocly lint --extends recommended`; returns its errors and prints its warnings. */
async function lint(doc: OpenApiDoc, label: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    // Exit code 1 on errors; the JSON report is on stdout either way.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [CLI, 'lint', file, '--extends', 'recommended', '--format', 'json'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string; stderr?: string }) => {
      if (!err.stdout) throw err;
      return { stdout: err.stdout };
    });
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { problems: LintProblem[] };
    const show = (p: LintProblem) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;
    const warnings = report.problems.filter((p) => p.severity === 'warn').map(show);
    if (warnings.length > 0) console.warn(`redocly lint warnings (${label}):\n${warnings.join('\n')}`);
    return report.problems.filter((p) => p.severity !== 'warn').map(show);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Operations whose security is not `[]` when public, `[{ bearerAuth: [] }]` otherwise. */
function securityMismatches(doc: OpenApiDoc): string[] {
  const wrong: string[] = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, { security?: unknown }>)) {
      if (!METHODS.includes(method)) continue;
      const url = route.replace(/\{[^}]+\}/g, '1');
      const expected = isPublicRoute(method.toUpperCase(), url) ? [] : [{ bearerAuth: [] }];
      if (JSON.stringify(op.security) !== JSON.stringify(expected)) {
        wrong.push(`${method.toUpperCase()} ${route}: ${JSON.stringify(op.security)}`);
      }
    }
  }
  return wrong;
}

describe.each([
  ['all-in-one platform', platformDocument],
  ['gateway (merged)', gatewayDocument],
])('the OpenAPI document served by the %s', (label, build) => {
  let doc: OpenApiDoc;
  beforeAll(async () => {
    doc = await build();
  });

  it('passes redocly lint (recommended rules) without errors', async () => {
    expect(await lint(doc, label)).toEqual([]);
  }, 60_000);

  it('names every operation once', () => {
    const ids = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.entries(item as Record<string, { operationId?: string }>)
        .filter(([method]) => METHODS.includes(method))
        .map(([, op]) => op.operationId),
    );
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('protects every operation with bearerAuth except the public routes', () => {
    expect(Object.keys(doc.components?.['securitySchemes'] ?? {})).toEqual(['bearerAuth']);
    expect(securityMismatches(doc)).toEqual([]);
  });
});
