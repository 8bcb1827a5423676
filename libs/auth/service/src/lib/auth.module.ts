import type { ServiceModule } from '@chargesetu/shared/runtime';
import { LoginFailureEntity } from './db/entities/login-failure.entity';
import { UserEntity } from './db/entities/user.entity';
import { VehicleEntity } from './db/entities/vehicle.entity';
import { CreateUsersAndVehicles1763800000000 } from './db/migrations/1763800000000-create-users-and-vehicles';
import { CreateLoginFailures1763800001000 } from './db/migrations/1763800001000-create-login-failures';
import { AddNotificationPreferences1763800002000 } from './db/migrations/1763800002000-add-notification-preferences';
import { purgeLoginFailures } from './jobs/purge-login-failures.job';
import { authRoutes } from './routes/auth.routes';
import { seedAuth } from './seed/seed-demo-accounts';

/**
 * The auth service: owns the `auth` schema (ARCHITECTURE section 1): users, their vehicles and failed
 * sign-ins. It publishes no events yet; the outbox and inbox tables come from the host.
 */
export const authService: ServiceModule = {
  name: 'auth',
  schema: 'auth',
  entities: [UserEntity, VehicleEntity, LoginFailureEntity],
  migrations: [
    CreateUsersAndVehicles1763800000000,
    CreateLoginFailures1763800001000,
    AddNotificationPreferences1763800002000,
  ],
  routes: authRoutes,
  jobs: [purgeLoginFailures],
  seed: seedAuth,
};
