import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

/**
 * A new charge point password: 24 random bytes as 32 base64url characters (192 bits), within OCPP 1.6
 * security's AuthorizationKey length (16–40) and typeable into a charger's configuration screen.
 */
export const generateChargePointPassword = (): string => randomBytes(24).toString('base64url');

/** Charge point passwords, stored only as bcrypt hashes. */
export function chargePointPasswords(cost: number) {
  return {
    hash: (password: string): Promise<string> => bcrypt.hash(password, cost),
    verify: (password: string, hash: string): Promise<boolean> => bcrypt.compare(password, hash),
  };
}
export type ChargePointPasswords = ReturnType<typeof chargePointPasswords>;
