import type { InternalAuthStats } from '@chargesetu/shared/contracts';
import type { AuthDeps } from '../deps';

/**
 * Auth's part of the admin overview. `users` counts drivers, the accounts with role `user`: the
 * administrators who read the figure are not customers of the platform.
 */
export async function authStats(deps: AuthDeps): Promise<InternalAuthStats> {
  return { users: await deps.users.countDrivers() };
}
