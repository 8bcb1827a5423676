import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@chargesetu/shared/server-kit';
import type { FastifyInstance } from 'fastify';
import type { ServiceName } from './service-module';

export interface ServiceRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Propagated so logs and events of the whole call chain share one id. */
  requestId?: string;
  /** Forward the caller's bearer token when the callee must act as that user. */
  authorization?: string;
  headers?: Record<string, string>;
}

export interface ServiceResponse {
  statusCode: number;
  body: unknown;
}

/** Internal calls to another service, the same in every run mode. */
export interface ServiceClient {
  request(service: ServiceName, req: ServiceRequest): Promise<ServiceResponse>;
}

function headersFor(req: ServiceRequest, internalToken: string): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...req.headers,
    [INTERNAL_TOKEN_HEADER]: internalToken,
  };
  if (req.payload !== undefined) headers['content-type'] = 'application/json';
  if (req.requestId) headers[REQUEST_ID_HEADER] = req.requestId;
  if (req.authorization) headers['authorization'] = req.authorization;
  return headers;
}

/** Between processes: plain HTTP with keep-alive (Node's fetch pools connections) and a timeout. */
export function httpServiceClient(
  baseUrls: Record<ServiceName, string>,
  internalToken: string,
  timeoutMs = 5000,
): ServiceClient {
  return {
    async request(service, req) {
      const res = await fetch(new URL(req.url, baseUrls[service]), {
        method: req.method ?? 'GET',
        headers: headersFor(req, internalToken),
        body: req.payload === undefined ? undefined : JSON.stringify(req.payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      return { statusCode: res.status, body: text ? JSON.parse(text) : null };
    },
  };
}

/** All-in-one: the services share one Fastify instance, so a call is an in-process inject (no socket). */
export function injectServiceClient(getApp: () => FastifyInstance, internalToken: string): ServiceClient {
  return {
    async request(_service, req) {
      const res = await getApp().inject({
        method: req.method ?? 'GET',
        url: req.url,
        headers: headersFor(req, internalToken),
        payload: req.payload === undefined ? undefined : JSON.stringify(req.payload),
      });
      return { statusCode: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
    },
  };
}
