import { Conflict, Unauthenticated } from '@chargesetu/shared/domain';
import type { AuthDeps } from '../deps';
import type { User } from '../repositories/user';
import type { ProfileChanges } from '../repositories/users.repository';
import { duplicateAccountMessage, EMAIL_TAKEN } from '../rules/duplicate-account';
import { checkEmail, checkName, checkPhone } from '../validation/account-rules';
import { ACCOUNT_GONE, currentUser } from './current-user';

export interface ProfileInput {
  name?: string;
  email?: string;
  phone?: string;
}

/** Changes one's own name, email or phone with registration's rules; username and role stay. */
export async function updateProfile(deps: AuthDeps, userId: number, input: ProfileInput): Promise<User> {
  const user = await currentUser(deps, userId);
  const changes: ProfileChanges = {};
  if (input.name !== undefined) changes.name = checkName(input.name);
  if (input.email !== undefined) changes.email = checkEmail(input.email);
  if (input.phone !== undefined) changes.phone = checkPhone(input.phone);
  if (changes.email !== undefined) {
    const holder = await deps.users.findByEmail(changes.email);
    if (holder && holder.id !== user.id) throw new Conflict(EMAIL_TAKEN);
  }
  let updated: User | null;
  try {
    updated = await deps.users.updateProfile(user.id, changes);
  } catch (err) {
    const message = duplicateAccountMessage(err);
    if (message) throw new Conflict(message);
    throw err;
  }
  if (!updated) throw new Unauthenticated(ACCOUNT_GONE);
  return updated;
}
