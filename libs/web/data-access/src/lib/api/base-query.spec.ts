/// <reference types="node" />
// The base query is exercised against a real Node HTTP server, hence Node types in this one spec.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { changeLanguage } from '@chargesetu/web/i18n';
import { createBaseQuery } from './base-query';
import { getErrorMessage } from './api-error';

// A real HTTP server: the base query is exercised through the real fetch, headers and bodies.
let server: Server;
let baseUrl: string;
let lastRequest: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      lastRequest = { method: req.method, url: req.url, headers: req.headers, body };
      if (req.url === '/api/missing') {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Station 9 not found' }));
      } else if (req.url === '/api/empty-error') {
        res.writeHead(503, 'Service Unavailable');
        res.end();
      } else if (req.url === '/api/no-content') {
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const apiStub = { signal: new AbortController().signal } as Parameters<ReturnType<typeof createBaseQuery>>[1];

describe('createBaseQuery', () => {
  it('sends the stored bearer token, JSON body and query parameters', async () => {
    const query = createBaseQuery({ baseUrl, getToken: () => 'abc.def' });
    const result = await query(
      {
        url: '/bookings',
        method: 'POST',
        body: { stationId: 3 },
        params: { date: '2026-11-23', skip: undefined },
      },
      apiStub,
      {},
    );
    expect(result).toEqual({ data: { ok: true } });
    expect(lastRequest.method).toBe('POST');
    expect(lastRequest.url).toBe('/api/bookings?date=2026-11-23');
    expect(lastRequest.headers['authorization']).toBe('Bearer abc.def');
    expect(lastRequest.headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest.body)).toEqual({ stationId: 3 });
  });

  it('sends no Authorization header without a token and no JSON content type without a body', async () => {
    const query = createBaseQuery({ baseUrl, getToken: () => null });
    await query({ url: '/vehicles/4', method: 'DELETE' }, apiStub, {});
    expect(lastRequest.headers['authorization']).toBeUndefined();
    expect(lastRequest.headers['content-type']).toBeUndefined();
  });

  it('turns a non-success response into "<status>: <body text>" and keeps the server message', async () => {
    const query = createBaseQuery({ baseUrl, getToken: () => null });
    const result = await query('/missing', apiStub, {});
    expect(result.error).toEqual({
      status: 404,
      message: '404: {"statusCode":404,"error":"Not Found","message":"Station 9 not found"}',
      serverMessage: 'Station 9 not found',
      data: { statusCode: 404, error: 'Not Found', message: 'Station 9 not found' },
    });
    expect(getErrorMessage(result.error, 'Failed to load station')).toBe('Station 9 not found');
  });

  it('uses the status text when the error body is empty', async () => {
    const query = createBaseQuery({ baseUrl, getToken: () => null });
    const result = await query('/empty-error', apiStub, {});
    expect(result.error?.message).toBe('503: Service Unavailable');
    expect(getErrorMessage(result.error, 'Please try again')).toBe('Please try again');
  });

  it('answers null for an empty success body', async () => {
    const query = createBaseQuery({ baseUrl, getToken: () => null });
    expect(await query('/no-content', apiStub, {})).toEqual({ data: null });
  });

  it('reports an unreachable server as FETCH_ERROR', async () => {
    const query = createBaseQuery({ baseUrl: 'http://127.0.0.1:1/api', getToken: () => null });
    const result = await query('/stations', apiStub, {});
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(result.error?.message).toMatch(/^Network error: /);
  });

  it('says so in Hindi when the app is in Hindi, with the browser’s reason', async () => {
    await changeLanguage('hi');
    const query = createBaseQuery({ baseUrl: 'http://127.0.0.1:1/api', getToken: () => null });
    const result = await query('/stations', apiStub, {});
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(result.error?.message).toMatch(/^नेटवर्क की गड़बड़ी: \S/);
  });

  it('asks the services for their messages in the app’s language', async () => {
    const query = createBaseQuery({ baseUrl, getToken: () => null });
    await changeLanguage('en');
    await query('/stations', apiStub, {});
    expect(lastRequest.headers['accept-language']).toBe('en');
    await changeLanguage('hi');
    await query({ url: '/bookings', method: 'POST', body: {} }, apiStub, {});
    expect(lastRequest.headers['accept-language']).toBe('hi');
  });
});
