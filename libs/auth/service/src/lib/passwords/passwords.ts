import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `hash`. Without a hash (unknown user) it still spends one bcrypt compare
   * against a dummy hash of the same cost, so response time does not tell which usernames exist.
   */
  verify(password: string, hash: string | null | undefined): Promise<boolean>;
}

/** bcrypt (bcryptjs, pure JavaScript) at the given cost. */
export function bcryptPasswords(cost: number): Passwords {
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= bcrypt.hash(randomBytes(16).toString('hex'), cost));
  return {
    hash: (password) => bcrypt.hash(password, cost),
    async verify(password, hash) {
      if (!hash) {
        await bcrypt.compare(password, await dummyHash());
        return false;
      }
      return bcrypt.compare(password, hash);
    },
  };
}
