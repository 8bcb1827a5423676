import type { ServiceContext } from '@chargesetu/shared/runtime';
import { loadAuthConfig, type AuthConfig } from './config';
import { bcryptPasswords, type Passwords } from './passwords/passwords';
import {
  loginFailuresRepository,
  type LoginFailuresRepository,
} from './repositories/login-failures.repository';
import {
  revokedTokensRepository,
  type RevokedTokensRepository,
} from './repositories/revoked-tokens.repository';
import { usersRepository, type UsersRepository } from './repositories/users.repository';
import { vehiclesRepository, type VehiclesRepository } from './repositories/vehicles.repository';

/** What the auth routes, jobs, seed and use cases work with; built once per process. */
export interface AuthDeps {
  ctx: ServiceContext;
  /** The service's variables, read once at start. */
  config: AuthConfig;
  passwords: Passwords;
  users: UsersRepository;
  vehicles: VehiclesRepository;
  failures: LoginFailuresRepository;
  revokedTokens: RevokedTokensRepository;
}

/** Reads the configuration once: a bad auth variable stops the process at start, naming it. */
export function buildAuthDeps(ctx: ServiceContext): AuthDeps {
  const config = loadAuthConfig(ctx.env);
  return {
    ctx,
    config,
    passwords: bcryptPasswords(config.BCRYPT_COST),
    users: usersRepository(ctx.dataSource),
    vehicles: vehiclesRepository(ctx.dataSource),
    failures: loginFailuresRepository(ctx.dataSource),
    revokedTokens: revokedTokensRepository(ctx.dataSource),
  };
}
