import { createInProcessBus } from '@chargesetu/shared/messaging';
import {
  createLogger,
  injectServiceClient,
  openService,
  type ServiceContext,
} from '@chargesetu/shared/runtime';
import {
  createServer,
  deriveInternalToken,
  TokenStateCache,
  type Server,
  type TokenStateSource,
} from '@chargesetu/shared/server-kit';
import type { FastifyInstance } from 'fastify';
import { authService } from '../lib/auth.module';

export const TEST_JWT_SECRET = 'auth-service-test-secret-0123456789abcdef';

export interface AuthTestApp {
  app: Server;
  ctx: ServiceContext;
  /** The demo accounts, as a start with SEED_DEMO_DATA creates them. */
  seed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The auth service as the hosts run it: its schema migrated on the given database, its routes on a
 * server made by createServer, internal calls answered in-process. `env` is all the service sees.
 */
export async function startAuthTestApp(
  database: { url?: string; dataDir?: string },
  env: Record<string, string> = {},
): Promise<AuthTestApp> {
  const bus = createInProcessBus();
  // As the hosts do for a process that runs auth: token states read from auth's own tables (set once
  // the service's DataSource is open), cached as TOKEN_STATE_CACHE_MS says (1 s here unless a test sets it;
  // the hosts default to 30 s).
  const state: { source?: TokenStateSource } = {};
  const tokenState = new TokenStateCache(
    (id) => {
      if (!state.source) throw new Error('the auth service is not open yet');
      return state.source(id);
    },
    { ttlMs: Number(env['TOKEN_STATE_CACHE_MS'] ?? 1000) },
  );
  const server = await createServer({
    name: 'auth',
    jwt: { secret: TEST_JWT_SECRET, expiresIn: env['JWT_EXPIRES_IN'] ?? '1h' },
    logger: false,
    tokenState,
  });
  const services = injectServiceClient(
    () => server as unknown as FastifyInstance,
    deriveInternalToken(TEST_JWT_SECRET),
  );
  const logger = createLogger('silent', { service: 'auth-test' });
  let opened;
  try {
    opened = await openService(authService, { database, bus, logger, services, env });
  } catch (err) {
    // A refused start (bad configuration) must not leave connections open behind it.
    await server.close();
    await bus.close();
    throw err;
  }
  state.source = opened.bound.tokenStateSource?.();
  await server.register(opened.bound.routes);
  await server.ready();
  const seed = opened.bound.seed;
  return {
    app: server,
    ctx: opened.ctx,
    seed: async () => {
      if (!seed) throw new Error('the auth service has no seed');
      await seed();
    },
    async close() {
      await server.close();
      await opened.close();
      await bus.close();
    },
  };
}
