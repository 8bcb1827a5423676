import { loadConfig } from '@chargesetu/shared/server-kit';
import { Type, type Static } from '@sinclair/typebox';

const count = (d: number) => Type.Integer({ minimum: 1, maximum: 10_000, default: d });
// No default, so loadAuthConfig can tell "not set" (then the older name, then 5) from a value.
const optionalCount = () => Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 }));
// Seeded passwords must pass the sign-in form's own rule (6 characters) and fit bcrypt's 72 bytes.
const seedPassword = (d: string) => Type.String({ minLength: 6, maxLength: 72, default: d });

/** The auth service's own environment variables (the common ones live in the runtime config). */
export const AuthConfigSchema = Type.Object({
  /** Password of the seeded administrator `admin`; used only when the account is first created. */
  ADMIN_PASSWORD: seedPassword('Admin@123'),
  /** Password of the seeded demo driver `demo`; used only when the account is first created. */
  DEMO_PASSWORD: seedPassword('Demo@123'),
  /** bcrypt cost factor (2^cost rounds); 10 takes about 85 ms per hash here (scripts/measure-hash-cost.mjs). */
  BCRYPT_COST: Type.Integer({ minimum: 10, maximum: 15, default: 10 }),
  /**
   * Failed sign-ins on one account from one client address within the window before that address
   * gets 429 for that account (other addresses, the owner's included, are not refused).
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: optionalCount(),
  /** The former name of LOGIN_MAX_FAILURES_PER_ACCOUNT_IP, still read when the new one is not set. */
  LOGIN_MAX_FAILURES_PER_USERNAME: optionalCount(),
  /** Failed sign-ins per client address (any accounts) within the window before it gets 429. */
  LOGIN_MAX_FAILURES_PER_IP: count(20),
  /** The sliding window, in minutes, over which failed sign-ins are counted. */
  LOGIN_FAILURE_WINDOW_MINUTES: Type.Integer({ minimum: 1, maximum: 24 * 60, default: 15 }),
  /**
   * Failures on one account from all addresses together within the window after which every attempt
   * on it waits (LOGIN_ACCOUNT_MAX_DELAY_MS) before its password is checked: slows a guesser spread
   * over many addresses, never refuses anyone.
   */
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: count(10),
  /** Cap of that wait in milliseconds (0 turns the slowdown off). */
  LOGIN_ACCOUNT_MAX_DELAY_MS: Type.Integer({ minimum: 0, maximum: 10_000, default: 3000 }),
});
export type AuthConfig = Omit<
  Static<typeof AuthConfigSchema>,
  'LOGIN_MAX_FAILURES_PER_ACCOUNT_IP' | 'LOGIN_MAX_FAILURES_PER_USERNAME'
> & { LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: number };

/** Reads and validates the auth variables; a bad one stops the service at start with its name. */
export function loadAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const {
    LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: perPair,
    LOGIN_MAX_FAILURES_PER_USERNAME: legacy,
    ...rest
  } = loadConfig(AuthConfigSchema, env);
  return { ...rest, LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: perPair ?? legacy ?? 5 };
}
