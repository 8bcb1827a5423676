import Fastify from 'fastify';
import helmet from 'helmet';
import { createServer, type Server } from 'node:http';
import { edgeHelmetOptions, registerSecurityHeaders, staticSecurityHeaders } from './security-headers';

const TILES = 'https://*.tile.openstreetmap.org';

/** What helmet's middleware itself puts on a real HTTP response. */
async function helmetOnRealResponse(): Promise<Record<string, string>> {
  const middleware = helmet(edgeHelmetOptions(TILES));
  const server: Server = createServer((req, res) => {
    res.setHeader('x-powered-by', 'test');
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
        headers[name] = value;
    });
    return headers;
  } finally {
    await new Promise((r) => server.close(r));
  }
}

describe('static security headers', () => {
  it("are exactly helmet's own output for the edge policy, the powered-by header removed", async () => {
    const computed = Object.fromEntries(staticSecurityHeaders(edgeHelmetOptions(TILES)));
    expect(computed).toEqual(await helmetOnRealResponse());
    expect(computed['x-content-type-options']).toBe('nosniff');
    expect(computed['content-security-policy']).toContain(`img-src 'self' data: blob: ${TILES}`);
    expect(computed['x-powered-by']).toBeUndefined();
  });

  it('cover every response, error answers included', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, edgeHelmetOptions(TILES));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const missing = await app.inject({ url: '/nothing' });
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
