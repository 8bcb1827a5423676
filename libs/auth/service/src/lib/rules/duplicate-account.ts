import { pgErrorOf } from '@chargesetu/shared/db';

export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with that email already exists';

/** The 409 message for a unique-index violation on users (a race the pre-checks lost), else null. */
export function duplicateAccountMessage(err: unknown): string | null {
  const pg = pgErrorOf(err);
  if (pg?.code !== '23505') return null;
  const where = `${pg.constraint ?? ''} ${pg.detail ?? ''}`;
  return where.includes('email') ? EMAIL_TAKEN : USERNAME_TAKEN;
}
