import { withTransaction } from '@chargesetu/shared/db';
import type { AuthDeps } from '../deps';
import { DEMO_ADMIN, DEMO_DRIVER, DEMO_VEHICLES } from './demo-accounts';

/**
 * Creates the administrator and the demo driver with two vehicles, once. An account that exists is left
 * alone (its password may have been changed since); the vehicles come only with a newly created driver,
 * so a driver who deleted them does not get them back. Safe when several instances start together:
 * the insert skips on the unique indexes and only the instance that created the driver adds vehicles.
 */
export async function seedDemoAccounts(deps: AuthDeps): Promise<void> {
  // Hashing costs about 0.1 s each: skip it on every start after the first.
  const [admin, driver] = await Promise.all([
    deps.users.findByUsername(DEMO_ADMIN.username),
    deps.users.findByUsername(DEMO_DRIVER.username),
  ]);
  if (admin && driver) return;
  const adminHash = await deps.passwords.hash(deps.config.ADMIN_PASSWORD);
  const demoHash = await deps.passwords.hash(deps.config.DEMO_PASSWORD);
  await withTransaction(deps.ctx.dataSource, async (m) => {
    await deps.users.createIfAbsent({ ...DEMO_ADMIN, passwordHash: adminHash }, m);
    const driver = await deps.users.createIfAbsent({ ...DEMO_DRIVER, passwordHash: demoHash }, m);
    if (!driver) return;
    for (const vehicle of DEMO_VEHICLES) await deps.vehicles.create(driver.id, vehicle, m);
  });
}
