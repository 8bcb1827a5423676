import {
  createLogger,
  httpServiceClient,
  onShutdown,
  loadRuntimeConfig,
  ProcessMetrics,
  resolveJwtSecret,
  trustProxySetting,
  serviceUrls,
} from '@chargesetu/shared/runtime';
import { createServer } from '@chargesetu/shared/server-kit';
import type { FastifyInstance } from 'fastify';
import { edgePlugin } from './edge.plugin';
import { registerMergedDocs } from './gateway-docs';
import { proxyPlugin } from './proxy.plugin';

/** Microservices mode: the only public entry, on PORT, in front of the six services. */
export async function startGateway(env: NodeJS.ProcessEnv = process.env, listen = true) {
  const config = loadRuntimeConfig(env);
  const logger = createLogger(config.LOG_LEVEL, { service: 'gateway' });
  const urls = serviceUrls(config);
  const app = await createServer({
    name: 'gateway',
    logger,
    trustProxy: trustProxySetting(config, 'edge'),
    inputGuards: false, // the services guard their own input; the proxy relays it unparsed
    jwt: { secret: resolveJwtSecret(config, false), expiresIn: config.JWT_EXPIRES_IN },
  });
  // The edge's own routes (the admin overview) call the services over HTTP with the internal token.
  const services = httpServiceClient(urls, app.internalToken);
  await app.register(edgePlugin, { config, mode: 'gateway', services });
  const metrics = new ProcessMetrics('gateway');
  metrics.observeHttp(app as unknown as FastifyInstance);
  metrics.registerRoute(app as unknown as FastifyInstance, config.METRICS_TOKEN);
  registerMergedDocs(app as unknown as FastifyInstance, urls);
  await app.register(proxyPlugin, { serviceUrls: urls });
  if (listen) {
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    logger.info({ services: urls }, `gateway listening at ${address}`);
    onShutdown(logger, [() => app.close()]);
  }
  return app;
}
