import { MIN_PASSWORD_LENGTH } from '@chargesetu/shared/domain';
import { badRequest } from '@chargesetu/shared/server-kit';
import { COMMON_PASSWORD, isCommonPassword } from '../passwords/common-passwords';
import { fail, requiredText, type FieldRules } from './field-rules';

/** bcrypt reads at most 72 bytes of a password; anything longer would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;

/** Spec 5 "Register" with the server's messages; PATCH /api/auth/me uses the same ones. */
export const ACCOUNT_RULES: FieldRules = {
  name: {
    required: 'Name is required',
    tooShort: 'Name must be at least 2 characters',
    tooLong: 'Name must be at most 100 characters',
  },
  email: {
    required: 'Email is required',
    invalid: 'Please enter a valid email address',
    tooLong: 'Email must be at most 254 characters',
  },
  phone: {
    required: 'Phone number is required',
    tooShort: 'Phone number must be at least 10 characters',
    tooLong: 'Phone number must be at most 20 characters',
    invalid: 'Phone number may contain only digits, spaces, +, - and brackets',
  },
  username: {
    required: 'Username is required',
    tooShort: 'Username must be at least 4 characters',
    tooLong: 'Username must be at most 50 characters',
    invalid: 'Username may contain only letters, numbers, dots, hyphens and underscores',
  },
  password: {
    required: 'Password is required',
    tooShort: 'Password must be at least 6 characters',
    tooLong: 'Password must be at most 72 characters',
  },
};

// ajv-formats' "fast" email check, so the service and the contract agree on what an email is.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
// No "@" in usernames: the sign-in field takes a username or an email and must tell them apart.
const USERNAME = /^[A-Za-z0-9._-]+$/;
const PHONE = /^\+?[0-9 ()-]+$/;

export const checkName = (value: unknown) => requiredText(ACCOUNT_RULES, 'name', value, 2, 100);

export function checkEmail(value: unknown): string {
  const email = requiredText(ACCOUNT_RULES, 'email', value, 1, 254);
  if (!EMAIL.test(email)) fail(ACCOUNT_RULES, 'email', 'invalid');
  return email;
}

export function checkPhone(value: unknown): string {
  const phone = requiredText(ACCOUNT_RULES, 'phone', value, 10, 20);
  if (!PHONE.test(phone)) fail(ACCOUNT_RULES, 'phone', 'invalid');
  return phone;
}

export function checkUsername(value: unknown): string {
  const username = requiredText(ACCOUNT_RULES, 'username', value, 4, 50);
  if (!USERNAME.test(username)) fail(ACCOUNT_RULES, 'username', 'invalid');
  return username;
}

/**
 * A new password: at least 6 characters, at most 72 bytes, not a common one (passwords/common-passwords).
 * Never trimmed: spaces are part of it. `rules[field]` carries the length messages (register says
 * "Password", a change says "New password"); a common password gets COMMON_PASSWORD whatever the field.
 */
export function checkNewPassword(rules: FieldRules, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') fail(rules, field, 'required');
  if (typeof value !== 'string') fail(rules, field, 'invalid');
  if (value.length < MIN_PASSWORD_LENGTH) fail(rules, field, 'tooShort');
  if (Buffer.byteLength(value, 'utf8') > MAX_PASSWORD_BYTES) fail(rules, field, 'tooLong');
  if (isCommonPassword(value)) throw badRequest(COMMON_PASSWORD);
  return value;
}

/** Names nobody may register: "admin" belongs to the seeded administrator (any letter case). */
export function isReservedUsername(username: string): boolean {
  return username.trim().toLowerCase() === 'admin';
}
