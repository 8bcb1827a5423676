import { chargePointPasswords, generateChargePointPassword } from './charge-point-password';

describe('charge point passwords', () => {
  it('are 32 base64url characters, different every time', () => {
    const a = generateChargePointPassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(generateChargePointPassword()).not.toBe(a);
  });

  it('are stored hashed, and only the right one verifies', async () => {
    const passwords = chargePointPasswords(4);
    const password = generateChargePointPassword();
    const hash = await passwords.hash(password);
    expect(hash).not.toContain(password);
    expect(await passwords.verify(password, hash)).toBe(true);
    expect(await passwords.verify(`${password}x`, hash)).toBe(false);
  });
});
