import {
  Conflict,
  Forbidden,
  InvalidRequest,
  NotFound,
  PaymentDeclined,
  RateLimited,
  Unauthenticated,
  Unavailable,
  UpstreamFailed,
  localizeMessage,
} from '@chargesetu/shared/domain';
import Fastify from 'fastify';
import { registerErrorHandling, statusOf } from './error-handler';
import { SESSION_INVALID } from './auth';
import { forbidden, HttpError, unauthorized } from './http-error';
import { NON_FINITE_MESSAGE, NUL_MESSAGE } from './nul-guard';

describe('domain errors at the edge', () => {
  it.each([
    [new InvalidRequest('x'), 400],
    [new Unauthenticated('x'), 401],
    [new PaymentDeclined('x'), 402],
    [new Forbidden('x'), 403],
    [new NotFound('x'), 404],
    [new Conflict('x'), 409],
    [new RateLimited('x'), 429],
    [new UpstreamFailed('x'), 502],
    [new Unavailable('x'), 503],
    [new HttpError(418, 'x'), 418],
    [new Error('x'), 500],
  ])('%s is %i', (error, status) => {
    expect(statusOf(error)).toBe(status);
  });

  it('answers a use case refusal with its status and message, and hides a bug', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/taken', async () => {
      throw new Conflict('That slot was just taken.');
    });
    app.get('/slow-down', async () => {
      throw new RateLimited('Too many questions. Ask again in 42 seconds.', 42);
    });
    app.get('/bug', async () => {
      throw new TypeError('cannot read properties of undefined');
    });
    const taken = await app.inject('/taken');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'That slot was just taken.',
    });
    const limited = await app.inject('/slow-down');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
    expect(limited.json().message).toBe('Too many questions. Ask again in 42 seconds.');
    expect((await app.inject('/taken')).headers['retry-after']).toBeUndefined();
    const bug = await app.inject('/bug');
    expect(bug.statusCode).toBe(500);
    expect(bug.json().message).toBe('Something went wrong on our side. Please try again.');
    await app.close();
  });

  it('answers in Hindi when the request asks for it, keeping the status and the values', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/missing', async () => {
      throw new NotFound('Booking 42 was not found');
    });
    app.get('/bug', async () => {
      throw new TypeError('cannot read properties of undefined');
    });
    app.get('/new', async () => {
      throw new Conflict('A refusal nobody has translated yet');
    });
    const hi = { 'accept-language': 'hi-IN,hi;q=0.9' };
    const missing = await app.inject({ url: '/missing', headers: hi });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'बुकिंग 42 नहीं मिली' });
    expect(
      (await app.inject({ url: '/missing', headers: { 'accept-language': 'en-IN,hi;q=0.9' } })).json()
        .message,
    ).toBe('Booking 42 was not found');
    expect((await app.inject({ url: '/bug', headers: hi })).json().message).toBe(
      'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    );
    expect((await app.inject({ url: '/new', headers: hi })).json().message).toBe(
      'A refusal nobody has translated yet',
    );
    const route = await app.inject({ url: '/nowhere?x=1', headers: hi });
    expect(route.statusCode).toBe(404);
    expect(route.json().message).toBe('रास्ता GET /nowhere नहीं मिला');
    expect((await app.inject('/nowhere')).json().message).toBe('Route GET /nowhere not found');
    await app.close();
  });

  it.each([SESSION_INVALID, NUL_MESSAGE, NON_FINITE_MESSAGE, unauthorized().message, forbidden().message])(
    'has Hindi for the edge’s own "%s"',
    (english) => {
      expect(localizeMessage(english, 'hi')).toMatch(/[\u0900-\u097F]/);
    },
  );
});
