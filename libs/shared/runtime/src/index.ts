export {
  SERVICE_NAMES,
  defineService,
  type ServiceName,
  type ServiceContext,
  type ServiceDeps,
  type ServiceDefinition,
  type ServiceModule,
  type BoundService,
  type BoundConsumer,
  type Consumer,
  type Job,
} from './lib/service-module';
export { defineConsumer, type ConsumerInput } from './lib/define-consumer';
export { intervalJob } from './lib/interval-job';
export { internalCall, internalRead, neighbourUnavailable } from './lib/internal-read';
export {
  httpServiceClient,
  injectServiceClient,
  type ServiceClient,
  type ServiceRequest,
  type ServiceResponse,
} from './lib/service-client';
export {
  DEFAULT_SERVICE_PORTS,
  metricsPort,
  resolveJwtSecret,
  loadRuntimeConfig,
  trustProxySetting,
  serviceUrls,
  type RuntimeConfig,
} from './lib/runtime-config';
export { openService, type OpenedService, type OpenServiceOptions } from './lib/open-service';
export { startService } from './lib/start-service';
export { startPlatform, type PlatformOptions, type EdgePlugin, type EdgeOptions } from './lib/start-platform';
export { createLogger } from './lib/logger';
export { onShutdown } from './lib/shutdown';
export {
  ProcessMetrics,
  startMetricsListener,
  type MetricsServer,
  type MetricsListenOptions,
  type ProcessMetricsOptions,
} from './lib/metrics';
export { buildTokenStateCache } from './lib/token-state';
