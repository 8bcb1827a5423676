import { generateTransactionId } from './transaction-id';

describe('generateTransactionId', () => {
  const at = new Date('2026-11-23T04:30:05.123Z');

  it('is TXN, the UTC time to the second, then 8 unambiguous characters', () => {
    const id = generateTransactionId(at, () => Buffer.from([0, 1, 2, 10, 31, 32, 255, 100]));
    expect(id).toBe('TXN20261123043005012AZ0Z4');
    expect(id).toMatch(/^TXN\d{14}[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it('differs between calls in the same second', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generateTransactionId(at)));
    expect(ids.size).toBe(1000);
  });
});
