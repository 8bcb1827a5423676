import bcrypt from 'bcryptjs';
import { chargePointPasswords as passwords, generateChargePointPassword } from './charge-point-password';

describe('charge point passwords', () => {
  it('are 32 base64url characters, different every time', () => {
    const a = generateChargePointPassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(generateChargePointPassword()).not.toBe(a);
  });

  it('are stored as a salted HMAC-SHA256, and only the right one verifies', async () => {
    const password = generateChargePointPassword();
    const hash = passwords.hash(password);
    expect(hash).toMatch(/^hmac-sha256\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain(password);
    expect(hash.length).toBeLessThanOrEqual(100); // the column's width
    expect(await passwords.verify(password, hash)).toBe(true);
    expect(await passwords.verify(`${password}x`, hash)).toBe(false);
    expect(await passwords.verify(password.slice(1), hash)).toBe(false);
    expect(await passwords.verify('', hash)).toBe(false);
  });

  it('salts each hash: the same password hashes differently and each hash verifies it', async () => {
    const password = generateChargePointPassword();
    const [a, b] = [passwords.hash(password), passwords.hash(password)];
    expect(a).not.toBe(b);
    expect(await passwords.verify(password, a)).toBe(true);
    expect(await passwords.verify(password, b)).toBe(true);
  });

  it('refuses a hash it cannot read rather than throwing', async () => {
    const password = generateChargePointPassword();
    const [scheme, salt, digest] = passwords.hash(password).split('$');
    for (const stored of [
      '',
      'plain-text',
      `${scheme}$${salt}`,
      `sha256$${salt}$${digest}`,
      `${scheme}$${salt}$${digest}$x`,
      `${scheme}$${salt}$AAAA`,
    ]) {
      expect(await passwords.verify(password, stored)).toBe(false);
    }
  });

  it('still verifies the earlier bcrypt hashes, and calls them outdated', async () => {
    const password = generateChargePointPassword();
    const old = await bcrypt.hash(password, 4);
    expect(await passwords.verify(password, old)).toBe(true);
    expect(await passwords.verify(`${password}x`, old)).toBe(false);
    expect(passwords.isOutdated(old)).toBe(true);
    expect(passwords.isOutdated(passwords.hash(password))).toBe(false);
  });

  it('checks a password in microseconds, not milliseconds (a reconnect storm costs the event loop little)', async () => {
    const password = generateChargePointPassword();
    const hash = passwords.hash(password);
    const started = performance.now();
    for (let i = 0; i < 1000; i += 1) await passwords.verify(password, hash);
    // bcryptjs at cost 6 took ~9.5 ms per check; 1,000 checks here stay far below one of those seconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
