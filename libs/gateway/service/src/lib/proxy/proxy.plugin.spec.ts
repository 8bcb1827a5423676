import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { forwardedRequestHeaders, returnedResponseHeaders } from './proxy-headers';
import { proxyPlugin } from './proxy.plugin';

const RECEIPT = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]);
const BIG = randomBytes(2 * 1024 * 1024 + 17);

/** A stand-in service with the kinds of answers the real ones give. */
async function service(): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/api/payments/:id/receipt', async (_req, reply) =>
    reply.type('application/pdf').header('content-disposition', 'attachment; filename="r.pdf"').send(RECEIPT),
  );
  app.get('/api/payments/missing', async (_req, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Payment 9 was not found' }),
  );
  app.get('/api/payments/cookies', async (_req, reply) => {
    reply.header('set-cookie', ['a=1; HttpOnly', 'b=2; HttpOnly']);
    reply.header('x-request-id', 'the-service-own-id');
    return { ok: true };
  });
  app.get('/api/payments/headers', async (req) => req.headers);
  // No content-length: a chunked answer larger than the gateway reads whole.
  app.get('/api/payments/export', async (_req, reply) => {
    const { Readable } = await import('node:stream');
    return reply
      .type('application/octet-stream')
      .send(Readable.from([BIG.subarray(0, 1e6), BIG.subarray(1e6)]));
  });
  app.get('/api/payments/slow', async () => {
    await new Promise((r) => setTimeout(r, 1500));
    return { late: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('proxy plugin', () => {
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    upstream = await service();
    const { port } = upstream.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}`;
    gateway = Fastify({ genReqId: () => 'gateway-assigned-id' });
    await gateway.register(proxyPlugin, {
      serviceUrls: {
        auth: url,
        stations: url,
        bookings: url,
        payments: url,
        charging: url,
        assistant: url,
        ocpp: url,
      },
      timeoutMs: 300,
    });
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('passes a binary answer through byte for byte, with its type and disposition', async () => {
    const res = await gateway.inject({ url: '/api/payments/7/receipt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="r.pdf"');
    expect(res.rawPayload.equals(RECEIPT)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(RECEIPT.length);
  });

  it("passes the service's error status and message through unchanged", async () => {
    const res = await gateway.inject({ url: '/api/payments/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Payment 9 was not found' });
  });

  it('keeps repeated headers and drops the connection-level ones and the service request id', async () => {
    const res = await gateway.inject({ url: '/api/payments/cookies' });
    expect(res.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(res.headers['keep-alive']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeUndefined(); // this bare gateway has no request-id hook
  });

  it("answers HEAD with the service's status and the length a GET would have, and no body", async () => {
    const get = await gateway.inject({ url: '/api/payments/7/receipt' });
    const head = await gateway.inject({ method: 'HEAD', url: '/api/payments/7/receipt' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('streams an unsized answer larger than the read-whole limit through intact', async () => {
    const res = await gateway.inject({ url: '/api/payments/export' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(BIG.length);
    expect(res.rawPayload.equals(BIG)).toBe(true);
  });

  it('forwards the credentials and the request id; the client cannot choose its address or the host', async () => {
    const res = await gateway.inject({
      url: '/api/payments/headers',
      remoteAddress: '198.51.100.4',
      headers: {
        authorization: 'Bearer abc',
        'x-request-id': 'req-7',
        'x-forwarded-for': '6.6.6.6',
        host: 'evil.example',
        'proxy-authorization': 'Basic eA==',
      },
    });
    const seen = res.json() as Record<string, string>;
    expect(seen.authorization).toBe('Bearer abc');
    expect(seen['x-forwarded-for']).toBe('198.51.100.4');
    expect(seen.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen['x-request-id']).toBe('gateway-assigned-id');
  });

  it('answers a JSON 504 naming the service when it does not answer in time', async () => {
    const started = Date.now();
    const res = await gateway.inject({ url: '/api/payments/slow' });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      statusCode: 504,
      error: 'Gateway Timeout',
      message: 'The payments service took too long to answer. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it("words its own refusals in the request's language (Accept-Language: hi), the values kept", async () => {
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };
    const late = await gateway.inject({ url: '/api/payments/slow', headers: hindi });
    expect(late.statusCode).toBe(504);
    expect(late.json().message).toMatch(/payments/);
    expect(late.json().message).toMatch(/[\u0900-\u097F]/);
    const unknown = await gateway.inject({ url: '/api/nowhere', headers: hindi });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('रास्ता GET /api/nowhere नहीं मिला');
    const english = await gateway.inject({ url: '/api/nowhere', headers: { 'accept-language': 'en-IN' } });
    expect(english.json().message).toBe('Route GET /api/nowhere not found');
  });
});

describe('proxy headers', () => {
  it('forwards end-to-end request headers and replaces the hop-by-hop and client-claimed ones', () => {
    expect(
      forwardedRequestHeaders(
        {
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': '12',
          connection: 'keep-alive',
          'transfer-encoding': 'chunked',
          te: 'trailers',
          upgrade: 'h2c',
          expect: '100-continue',
          host: 'chargesetu.in',
          'x-request-id': 'client-id',
          'x-forwarded-for': '6.6.6.6',
          cookie: 'a=1',
        },
        'req-1',
        '203.0.113.9',
      ),
    ).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: 'a=1',
      'x-request-id': 'req-1',
      'x-forwarded-for': '203.0.113.9',
    });
  });

  it("returns the service's headers less length, date, request id and hop-by-hop ones", () => {
    expect(
      returnedResponseHeaders({
        'content-type': 'application/json; charset=utf-8',
        'content-length': '42',
        date: 'Sun, 22 Nov 2026 04:00:00 GMT',
        connection: 'keep-alive',
        'keep-alive': 'timeout=72',
        'transfer-encoding': 'chunked',
        'x-request-id': 'service-id',
        'retry-after': '30',
        'set-cookie': ['a=1', 'b=2'],
        vary: undefined,
      }),
    ).toEqual([
      ['content-type', 'application/json; charset=utf-8'],
      ['retry-after', '30'],
      ['set-cookie', ['a=1', 'b=2']],
    ]);
  });
});
