import { pgErrorOf } from './pg-error';

describe('pgErrorOf', () => {
  it('reads a node-postgres error and one TypeORM wrapped in driverError', () => {
    expect(pgErrorOf({ code: '23P01', constraint: 'c' })).toEqual({ code: '23P01', constraint: 'c' });
    expect(pgErrorOf({ message: 'x', driverError: { code: '40P01' } })).toEqual({ code: '40P01' });
  });
  it('is undefined for errors that carry no SQLSTATE', () => {
    expect(pgErrorOf(new Error('boom'))).toBeUndefined();
    expect(pgErrorOf(null)).toBeUndefined();
    expect(pgErrorOf('23505')).toBeUndefined();
  });
});
