import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { currentLanguage, translate } from '@chargesetu/web/i18n';
import type { ApiError } from './api-error';

/** What an endpoint's `query` returns: a path, or a request description. */
export type RequestArgs =
  | string
  | {
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      body?: unknown;
      params?: Record<string, string | number | boolean | undefined>;
      /**
       * The bearer token of this request instead of the stored one: logout sends the token it revokes
       * while the session is already being cleared.
       */
      token?: string;
      /**
       * Let the request finish whatever happens to the page or the store (the browser's `keepalive`, no
       * abort signal): logout is sent as the session and every request of it are being torn down.
       */
      keepalive?: boolean;
    };

export interface BaseQueryOptions {
  /** Prefix of every path, e.g. "/api". */
  baseUrl: string;
  /** Reads the bearer token; the session keeps it in localStorage under `token` (docs/product.md §7). */
  getToken: () => string | null;
  /** Injected in tests; defaults to the global fetch, looked up per call so it can be replaced. */
  fetchFn?: typeof fetch;
}

function buildUrl(
  baseUrl: string,
  url: string,
  params?: Record<string, string | number | boolean | undefined>,
) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${baseUrl}${url}${search ? `?${search}` : ''}`;
}

function serverMessageOf(data: unknown): string | undefined {
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return (data as { message: string }).message;
  }
  return undefined;
}

const NOT_JSON = Symbol('not-json');

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/**
 * The one base query (docs/product.md §7, general request behaviour): JSON in and out, the bearer token when
 * one is stored, the app's language as Accept-Language (so the services' messages come in it), cookies
 * included, and no retries. A non-success response becomes an {@link ApiError}.
 *
 * The JSON content type is sent with every request that has a body. A body-less request does not claim
 * one: Fastify answers 400 to `Content-Type: application/json` with an empty body (e.g. a DELETE).
 */
export function createBaseQuery(options: BaseQueryOptions): BaseQueryFn<RequestArgs, unknown, ApiError> {
  return async (args, { signal }) => {
    const {
      url,
      method = 'GET',
      body,
      params,
      token: given,
      keepalive,
    } = typeof args === 'string' ? { url: args } : args;
    // The services word their error messages in the app's language (English unless asked for Hindi).
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const token = given ?? options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let response: Response;
    let text: string;
    try {
      const fetchFn = options.fetchFn ?? fetch;
      response = await fetchFn(buildUrl(options.baseUrl, url, params), {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        ...(keepalive ? { keepalive: true } : { signal }),
      });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { error: { status: 'FETCH_ERROR', message: translate('common:network.error', { reason }) } };
    }

    const data = parseBody(text);
    if (!response.ok) {
      const parsed = data === NOT_JSON ? undefined : data;
      return {
        error: {
          status: response.status,
          message: `${response.status}: ${text || response.statusText}`,
          serverMessage: serverMessageOf(parsed),
          data: parsed,
        },
      };
    }
    if (data === NOT_JSON) {
      return {
        error: { status: 'PARSE_ERROR', message: `${response.status}: response is not JSON`, data: text },
      };
    }
    return { data: data ?? null };
  };
}
