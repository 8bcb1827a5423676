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
  RuntimeConfigSchema,
  DEFAULT_SERVICE_PORTS,
  DEFAULT_METRICS_PORT,
  DEFAULT_SERVICE_METRICS_PORTS,
  metricsPort,
  resolveJwtSecret,
  loadRuntimeConfig,
  trustProxySetting,
  serviceUrls,
  servicePort,
  type RuntimeConfig,
} from './lib/runtime-config';
export { openService, seedService, type OpenedService, type OpenServiceOptions } from './lib/open-service';
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
export {
  buildTokenStateCache,
  followTokenRevocations,
  remoteTokenStateSource,
  tokenStatePath,
} from './lib/token-state';
