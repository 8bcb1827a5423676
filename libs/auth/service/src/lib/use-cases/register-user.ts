import { ACCOUNT_RULES, type RegisterBody } from '@chargesetu/shared/contracts';
import { Conflict } from '@chargesetu/shared/domain';
import type { AuthDeps } from '../deps';
import type { User } from '../repositories/user';
import { duplicateAccountMessage, EMAIL_TAKEN, USERNAME_TAKEN } from '../rules/duplicate-account';
import {
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  checkUsername,
  isReservedUsername,
} from '../validation/account-rules';

export const RESERVED_USERNAME = 'The username "admin" is reserved. Please choose another username.';

/**
 * Creates an ordinary account. The role is always 'user': a `role` in the body is never read, and the
 * username "admin" is kept for the seeded administrator.
 */
export async function registerUser(deps: AuthDeps, body: RegisterBody): Promise<User> {
  const name = checkName(body.name);
  const email = checkEmail(body.email);
  const phone = checkPhone(body.phone);
  const username = checkUsername(body.username);
  const password = checkNewPassword(ACCOUNT_RULES, 'password', body.password);
  if (isReservedUsername(username)) throw new Conflict(RESERVED_USERNAME);
  // Checked first for a precise message; the unique indexes still decide when two requests race.
  if (await deps.users.findByUsername(username)) throw new Conflict(USERNAME_TAKEN);
  if (await deps.users.findByEmail(email)) throw new Conflict(EMAIL_TAKEN);
  const passwordHash = await deps.passwords.hash(password);
  try {
    return await deps.users.create({
      username,
      passwordHash,
      name,
      email,
      phone,
      role: 'user',
      language: body.language,
    });
  } catch (err) {
    const message = duplicateAccountMessage(err);
    if (message) throw new Conflict(message);
    throw err;
  }
}
