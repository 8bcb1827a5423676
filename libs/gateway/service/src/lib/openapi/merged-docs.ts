import type { ServiceName } from '@chargesetu/shared/runtime';
import type { FastifyInstance } from 'fastify';
import { mergeOpenApi, type OpenApiDoc } from './openapi-merge';

/**
 * Gateway mode: /api/openapi.json is the merge of the gateway's own routes (the admin overview) and
 * every reachable service's /openapi.json.
 */
export function registerMergedDocs(app: FastifyInstance, serviceUrls: Record<ServiceName, string>): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async (request) => {
    const docs = await Promise.all(
      Object.entries(serviceUrls).map(async ([service, url]) => {
        try {
          const res = await fetch(`${url}/openapi.json`, { signal: AbortSignal.timeout(3000) });
          return res.ok ? ((await res.json()) as OpenApiDoc) : {};
        } catch (err) {
          request.log.warn({ err, service }, 'could not load OpenAPI document');
          return {};
        }
      }),
    );
    return mergeOpenApi([app.swagger() as OpenApiDoc, ...docs]);
  });
}
