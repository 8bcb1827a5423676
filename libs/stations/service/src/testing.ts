// Test helpers for the stations service's own tests: the service on a real database, as hosts run it.
import { createInProcessBus } from '@chargesetu/shared/messaging';
import {
  createLogger,
  injectServiceClient,
  openService,
  type ServiceContext,
} from '@chargesetu/shared/runtime';
import { createServer, deriveInternalToken, type Server } from '@chargesetu/shared/server-kit';
import type { FastifyInstance } from 'fastify';
import { stationsService } from './lib/stations.module';

export const TEST_JWT_SECRET = 'stations-service-test-secret-0123456789abcdef';
/** The x-internal-token other services send (derived from the JWT secret). */
export const TEST_INTERNAL_TOKEN = deriveInternalToken(TEST_JWT_SECRET);

export interface StationsTestApp {
  app: Server;
  ctx: ServiceContext;
  /** The catalogue, as a start with SEED_DEMO_DATA loads it. */
  seed(): Promise<void>;
  close(): Promise<void>;
}

/** The stations service migrated on the given database, its routes on a server made by createServer. */
export async function startStationsTestApp(database: {
  url?: string;
  dataDir?: string;
}): Promise<StationsTestApp> {
  const bus = createInProcessBus();
  const server = await createServer({
    name: 'stations',
    jwt: { secret: TEST_JWT_SECRET, expiresIn: '1h' },
    logger: false,
  });
  const services = injectServiceClient(() => server as unknown as FastifyInstance, TEST_INTERNAL_TOKEN);
  const logger = createLogger('silent', { service: 'stations-test' });
  const opened = await openService(stationsService, { database, bus, logger, services, env: {} });
  await server.register(opened.bound.routes);
  await server.ready();
  return {
    app: server,
    ctx: opened.ctx,
    seed: async () => {
      await opened.bound.seed?.();
    },
    async close() {
      await server.close();
      await opened.close();
      await bus.close();
    },
  };
}
