import { defineService } from '@chargesetu/shared/runtime';
import { CreateUsersAndVehicles1763800000000 } from './db/migrations/1763800000000-create-users-and-vehicles';
import { CreateLoginFailures1763800001000 } from './db/migrations/1763800001000-create-login-failures';
import { AddNotificationPreferences1763800002000 } from './db/migrations/1763800002000-add-notification-preferences';
import { AddTokenRevocation1763800005000 } from './db/migrations/1763800005000-add-token-revocation';
import { AddLanguage1765800000000 } from './db/migrations/1765800000000-add-language';
import { buildAuthDeps } from './deps';
import { purgeLoginFailures } from './jobs/purge-login-failures.job';
import { purgeRevokedTokens } from './jobs/purge-revoked-tokens.job';
import { authRoutes } from './routes/auth.routes';
import { seedDemoAccounts } from './seed/seed-demo-accounts';
import { authTokenStateSource } from './use-cases/token-state';

/**
 * The auth service: owns the `auth` schema (docs/architecture.md §1): users, their vehicles and failed
 * sign-ins, revoked tokens. It publishes `auth.tokens.revoked` (a broadcast every process follows, see
 * followTokenRevocations) through its outbox; the outbox and inbox tables come from the host.
 */
export const authService = defineService({
  name: 'auth',
  schema: 'auth',
  migrations: [
    CreateUsersAndVehicles1763800000000,
    CreateLoginFailures1763800001000,
    AddNotificationPreferences1763800002000,
    AddTokenRevocation1763800005000,
    AddLanguage1765800000000,
  ],
  deps: buildAuthDeps,
  routes: authRoutes,
  jobs: [purgeLoginFailures, purgeRevokedTokens],
  seed: seedDemoAccounts,
  tokenStateSource: authTokenStateSource,
});
