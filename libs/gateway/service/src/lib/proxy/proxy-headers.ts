import type { IncomingHttpHeaders } from 'node:http';

/**
 * Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection and are never relayed. `host` and
 * `content-length` are set by the client library for the upstream request, `expect` is not supported
 * by it, and the request id and client address are this hop's to set.
 */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
  'x-request-id',
  'x-forwarded-for',
]);

/**
 * Of a service's answer, the gateway drops the hop-by-hop headers, the length (its own reply may be
 * compressed, and is measured again), the date (it stamps its own) and the request id (it sets the one
 * it gave the request).
 */
const NOT_RETURNED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'date',
  'x-request-id',
]);

type HeaderValue = string | string[];

/** What a WebSocket handshake needs of the hop-by-hop headers: the upgrade itself and the host. */
const UPGRADE_KEEPS = new Set(['connection', 'upgrade', 'host']);

/**
 * Whether a header of a WebSocket upgrade is relayed: the same rule as for a proxied request (no
 * proxy credentials, no client-claimed address or request id), except the headers of the upgrade itself.
 */
export function relayedOnUpgrade(name: string): boolean {
  const lower = name.toLowerCase();
  return !NOT_FORWARDED.has(lower) || UPGRADE_KEEPS.has(lower);
}

/** The headers sent to the owning service: the client's, less hop-by-hop ones, plus the request id and client address. */
export function forwardedRequestHeaders(
  incoming: IncomingHttpHeaders,
  requestId: string,
  clientIp: string,
): Record<string, HeaderValue> {
  const headers: Record<string, HeaderValue> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
  }
  headers['x-request-id'] = requestId;
  headers['x-forwarded-for'] = clientIp;
  return headers;
}

/** The service's answer headers the gateway passes back to the client. */
export function returnedResponseHeaders(
  upstream: Record<string, HeaderValue | undefined>,
): Array<[string, HeaderValue]> {
  const out: Array<[string, HeaderValue]> = [];
  for (const name in upstream) {
    const value = upstream[name];
    if (value !== undefined && !NOT_RETURNED.has(name)) out.push([name, value]);
  }
  return out;
}
