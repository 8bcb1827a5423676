export { edgePlugin } from './lib/edge.plugin';
export { proxyPlugin, type ProxyOptions } from './lib/proxy.plugin';
export { registerMergedDocs } from './lib/gateway-docs';
export { mergeOpenApi, type OpenApiDoc } from './lib/openapi-merge';
export { defaultWebRoot } from './lib/web-app';
export { startGateway } from './lib/start-gateway';
