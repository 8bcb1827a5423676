// routingPath (contracts) claims to be the path Fastify's router matches, as createServer configures it.
// This checks the claim against the real router over real sockets (inject normalises URLs itself).
import { connect } from 'node:net';
import { routingPath } from '@chargesetu/shared/contracts';
import { createServer } from '@chargesetu/shared/server-kit';

const ROUTES = [
  { method: 'POST', pattern: '/api/auth/login' },
  { method: 'POST', pattern: '/api/auth/register' },
  { method: 'GET', pattern: '/api/stations' },
  { method: 'GET', pattern: '/api/stations/:id' },
];

/**
 * What a router matching `routingPath(url)` against ROUTES would answer. A parameter matches any one
 * segment, even an empty one (`/api/stations/` is `/api/stations/:id` with id ''); createServer's input
 * guard refuses a NUL anywhere with 400, matched or not.
 */
function predicted(method: string, url: string): string {
  const path = routingPath(url);
  if (path === null || path.includes('\u0000')) return '400';
  const got = path.split('/');
  const route = ROUTES.find(({ method: m, pattern }) => {
    const want = pattern.split('/');
    return (
      m === method && want.length === got.length && want.every((w, i) => w.startsWith(':') || w === got[i])
    );
  });
  return route ? route.pattern : '404';
}

/** One raw HTTP/1.1 request: the request target goes on the wire exactly as given. */
function rawRequest(port: number, method: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      ),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

const URLS = [
  '/api/auth/login',
  '/api/auth/%6Cogin',
  '/api/auth/%72egister',
  '/%61pi/auth/register',
  '/%61%70%69/%61uth/login?x=%zz',
  '/api/auth/login/',
  '/api//auth/login',
  '//api/auth/login',
  '/API/auth/login',
  '/api/auth/LOGIN',
  '/api/auth/login;jsessionid=1',
  '/api/auth/login%3Bx',
  '/api/auth/login%3F',
  '/api/auth/login%23',
  '/api/auth/login%2F',
  '/api%2Fauth/login',
  '/api/auth%2flogin',
  '/api/auth/./login',
  '/api/auth/x/../login',
  '/api/auth/login#frag',
  '/api/auth/login?next=/x',
  '/api/auth/login%00',
  '/api/auth/login%20',
  '/api/auth/%zz',
  '/api/auth/log%2',
  '/api/auth/login%',
  '/api/%E0%A4',
  '/api/stations',
  '/api/stations/',
  '/api/stations/12',
  '/api/stations/%31%32',
  '/api/stations/1%2F2',
  '/api/stations/a%25b',
  '/api/stations/%2561',
  '/api/stations/%2e%2e',
  '/api/stations/..',
  '/api/stations/%C3%A9',
  '/api/stations/%00',
  '/api/stations/12#/x',
  'http://evil.example/api/auth/login',
  'HTTPS://evil.example:8443/%61pi/auth/register?x=1',
  'http://user@evil.example/api/stations/7',
  'http://evil.example',
  'http://evil.example?/api/auth/login',
  'http://evil.example#/api/auth/login',
  'ftp://evil.example/api/auth/login',
];

describe('routingPath against the router createServer configures', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let port: number;

  beforeAll(async () => {
    app = await createServer({
      name: 'router-check',
      logger: false,
      openapi: false,
      jwt: { secret: 'router-check-secret-0123456789-abcdefghijkl', expiresIn: '1h' },
    });
    for (const { method, pattern } of ROUTES) {
      app.route({
        method: method as 'GET' | 'POST',
        url: pattern,
        handler: async (request, reply) => reply.header('x-route', request.routeOptions.url).send('ok'),
      });
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it.each(URLS.flatMap((url) => [['POST', url] as const, ['GET', url] as const]))(
    '%s %s goes where routingPath says',
    async (method, url) => {
      const answer = await rawRequest(port, method, url);
      const status = answer.slice(9, 12);
      const route = /\r\nx-route: ([^\r]+)/i.exec(answer)?.[1];
      const actual = status === '200' ? route : status;
      expect({ method, url, route: actual }).toEqual({ method, url, route: predicted(method, url) });
    },
  );
});
