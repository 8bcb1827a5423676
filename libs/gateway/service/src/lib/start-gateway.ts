import {
  createLogger,
  httpServiceClient,
  onShutdown,
  loadRuntimeConfig,
  metricsPort,
  ProcessMetrics,
  startMetricsListener,
  resolveJwtSecret,
  trustProxySetting,
  serviceUrls,
  buildTokenStateCache,
} from '@chargesetu/shared/runtime';
import { createServer, deriveInternalToken } from '@chargesetu/shared/server-kit';
import { routeOwner } from '@chargesetu/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { edgePlugin } from './edge/edge.plugin';
import { registerMergedDocs } from './openapi/merged-docs';
import { ocppUpgradeProxy } from './proxy/ocpp-upgrade-proxy';
import { proxyPlugin } from './proxy/proxy.plugin';

/**
 * Proxied requests all match the one `/api/*` route; count them per owning service (from the path the
 * router sees), a fixed set of labels, rather than as one lump.
 */
function proxiedRouteLabel(request: FastifyRequest): string | undefined {
  if (request.routeOptions.url !== '/api/*') return undefined;
  const service = routeOwner(request.url);
  return service ? `/api/* (${service})` : undefined;
}

/** Microservices mode: the only public entry, on PORT, in front of the seven services (chargers included). */
export async function startGateway(env: NodeJS.ProcessEnv = process.env, listen = true) {
  const config = loadRuntimeConfig(env);
  const logger = createLogger(config.LOG_LEVEL, { service: 'gateway' });
  const urls = serviceUrls(config);
  const jwtSecret = resolveJwtSecret(config, false);
  // The edge's own routes (the admin overview) and the token-state cache of the early token check call
  // the services over HTTP with the internal token.
  const services = httpServiceClient(urls, deriveInternalToken(jwtSecret));
  const app = await createServer({
    name: 'gateway',
    logger,
    trustProxy: trustProxySetting(config, 'edge'),
    inputGuards: false, // the services guard their own input; the proxy relays it unparsed
    jwt: { secret: jwtSecret, expiresIn: config.JWT_EXPIRES_IN },
    // Forgets a user as soon as the proxy relays auth's answer that revoked their tokens (proxy.plugin).
    tokenState: buildTokenStateCache(config, { services }),
  });
  await app.register(edgePlugin, { config, mode: 'gateway', services });
  const metrics = new ProcessMetrics('gateway');
  metrics.observeHttp(app as unknown as FastifyInstance, proxiedRouteLabel);
  registerMergedDocs(app as unknown as FastifyInstance, urls);
  await app.register(proxyPlugin, { serviceUrls: urls });
  // Chargers connect through the public entry too (OCPP 1.6J over WebSocket, /ocpp/{id}).
  const chargers = ocppUpgradeProxy(urls.ocpp, logger);
  app.server.on('upgrade', chargers.onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', chargers.onUpgrade);
    chargers.close();
  });
  if (listen) {
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    logger.info({ services: urls }, `gateway listening at ${address}`);
    // Metrics on their own listener (METRICS_PORT, loopback by default), never on the public port.
    const metricsServer = await startMetricsListener(metrics, {
      host: config.METRICS_HOST,
      port: metricsPort(config, 'entry'),
      token: config.METRICS_TOKEN,
      logger,
    });
    onShutdown(logger, [() => app.close(), () => metricsServer.close()]);
  }
  return app;
}
