import { simulatedChargerPassword } from './simulated-password';

describe('simulatedChargerPassword', () => {
  it('is the same for the same secret and identity, and 32 printable characters', () => {
    const a = simulatedChargerPassword('s'.repeat(32), 'CS1-1');
    expect(a).toBe(simulatedChargerPassword('s'.repeat(32), 'CS1-1'));
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('differs between identities and between secrets', () => {
    const secret = 's'.repeat(32);
    expect(simulatedChargerPassword(secret, 'CS1-1')).not.toBe(simulatedChargerPassword(secret, 'CS1-2'));
    expect(simulatedChargerPassword(secret, 'CS1-1')).not.toBe(
      simulatedChargerPassword('t'.repeat(32), 'CS1-1'),
    );
  });
});
