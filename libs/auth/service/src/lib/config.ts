import { loadConfig } from '@chargesetu/shared/server-kit';
import { Type, type Static } from '@sinclair/typebox';

const count = (d: number) => Type.Integer({ minimum: 1, maximum: 10_000, default: d });
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
  /** Failed sign-ins per account within the window before further attempts get 429. */
  LOGIN_MAX_FAILURES_PER_USERNAME: count(5),
  /** Failed sign-ins per client IP within the window before further attempts get 429. */
  LOGIN_MAX_FAILURES_PER_IP: count(20),
  /** The sliding window, in minutes, over which failed sign-ins are counted. */
  LOGIN_FAILURE_WINDOW_MINUTES: Type.Integer({ minimum: 1, maximum: 24 * 60, default: 15 }),
});
export type AuthConfig = Static<typeof AuthConfigSchema>;

/** Reads and validates the auth variables; a bad one stops the service at start with its name. */
export function loadAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  return loadConfig(AuthConfigSchema, env);
}
