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
} from '@chargesetu/shared/domain';
import Fastify from 'fastify';
import { registerErrorHandling, statusOf } from './error-handler';
import { HttpError } from './http-error';

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
    expect(taken.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'That slot was just taken.' });
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
});
