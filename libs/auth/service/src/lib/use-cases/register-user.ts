import type { RegisterBody } from '@chargesetu/shared/contracts';
import { conflict } from '@chargesetu/shared/server-kit';
import type { UserEntity } from '../db/entities/user.entity';
import type { AuthDeps } from '../deps';
import {
  ACCOUNT_RULES,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  checkUsername,
  isReservedUsername,
} from '../validation/account-rules';
import { duplicateAccountMessage, USERNAME_TAKEN, EMAIL_TAKEN } from './duplicate-account';

export const RESERVED_USERNAME = 'The username "admin" is reserved. Please choose another username.';

/**
 * Creates an ordinary account. The role is always 'user': a `role` in the body is never read, and the
 * username "admin" is kept for the seeded administrator.
 */
export async function registerUser(deps: AuthDeps, body: RegisterBody): Promise<UserEntity> {
  const name = checkName(body.name);
  const email = checkEmail(body.email);
  const phone = checkPhone(body.phone);
  const username = checkUsername(body.username);
  const password = checkNewPassword(ACCOUNT_RULES, 'password', body.password);
  if (isReservedUsername(username)) throw conflict(RESERVED_USERNAME);
  // Checked first for a precise message; the unique indexes still decide when two requests race.
  if (await deps.users.findByUsername(username)) throw conflict(USERNAME_TAKEN);
  if (await deps.users.findByEmail(email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await deps.passwords.hash(password);
  try {
    return await deps.users.create({ username, passwordHash, name, email, phone, role: 'user' });
  } catch (err) {
    const message = duplicateAccountMessage(err);
    if (message) throw conflict(message);
    throw err;
  }
}
