import { conflict } from '@chargesetu/shared/server-kit';
import type { UserEntity } from '../db/entities/user.entity';
import type { AuthDeps } from '../deps';
import type { ProfileChanges } from '../repositories/users.repository';
import { checkEmail, checkName, checkPhone } from '../validation/account-rules';
import { currentUser } from './current-user';
import { duplicateAccountMessage, EMAIL_TAKEN } from './duplicate-account';

export interface ProfileInput {
  name?: string;
  email?: string;
  phone?: string;
}

/** Changes one's own name, email or phone with registration's rules; username and role stay. */
export async function updateProfile(
  deps: AuthDeps,
  userId: number,
  input: ProfileInput,
): Promise<UserEntity> {
  const user = await currentUser(deps, userId);
  const changes: ProfileChanges = {};
  if (input.name !== undefined) changes.name = checkName(input.name);
  if (input.email !== undefined) changes.email = checkEmail(input.email);
  if (input.phone !== undefined) changes.phone = checkPhone(input.phone);
  if (changes.email !== undefined) {
    const holder = await deps.users.findByEmail(changes.email);
    if (holder && holder.id !== user.id) throw conflict(EMAIL_TAKEN);
  }
  try {
    await deps.users.updateProfile(user.id, changes);
  } catch (err) {
    const message = duplicateAccountMessage(err);
    if (message) throw conflict(message);
    throw err;
  }
  return currentUser(deps, user.id);
}
