export { startGateway } from './lib/start-gateway';
export { edgePlugin } from './lib/edge/edge.plugin';
export { mergeOpenApi, type OpenApiDoc } from './lib/openapi/openapi-merge';
