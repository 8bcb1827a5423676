import { Conflict, DomainError, isDomainError, NotFound, RateLimited } from './domain-errors';

describe('domain errors', () => {
  it('carry their kind, name and message', () => {
    const e = new NotFound('Booking 7 was not found');
    expect(e).toBeInstanceOf(DomainError);
    expect(e).toBeInstanceOf(Error);
    expect([e.kind, e.name, e.message]).toEqual(['not-found', 'NotFound', 'Booking 7 was not found']);
    expect(new RateLimited('Slow down', 30).retryAfterSeconds).toBe(30);
  });

  it('are recognised by kind, also from another copy of the module', () => {
    expect(isDomainError(new Conflict('taken'))).toBe(true);
    expect(isDomainError(Object.assign(new Error('x'), { kind: 'conflict' }))).toBe(true);
    expect(isDomainError(Object.assign(new Error('x'), { kind: 'teapot' }))).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError({ kind: 'conflict' })).toBe(false);
  });
});
