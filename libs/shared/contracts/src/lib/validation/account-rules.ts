import type { FieldRule } from './field-rule';

// ajv-formats' "fast" email check (the contracts' `format: 'email'`), so the service, the web form and the
// schema agree on what an email is.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
// No "@" in usernames: the sign-in field takes a username or an email and must tell them apart.
const USERNAME = /^[A-Za-z0-9._-]+$/;
const PHONE = /^\+?[0-9 ()-]+$/;

const PASSWORD_MIN = 6;
// bcrypt reads at most 72 bytes of a password; anything longer would be silently cut.
const PASSWORD_MAX_BYTES = 72;

/** The password rule of every form that sets one: at least 6 characters, at most bcrypt's 72 bytes. */
const newPassword = (label: string) =>
  ({
    required: `${label} is required`,
    tooShort: `${label} must be at least ${PASSWORD_MIN} characters`,
    tooLong: `${label} must be at most ${PASSWORD_MAX_BYTES} characters`,
    min: PASSWORD_MIN,
    maxBytes: PASSWORD_MAX_BYTES,
  }) as const satisfies FieldRule;

/**
 * docs/product.md §5 "Register" with the service's messages; PATCH /api/auth/me and the profile forms use the
 * same ones. Name, email, phone and username are checked trimmed; the password as typed.
 */
export const ACCOUNT_RULES = {
  name: {
    required: 'Name is required',
    tooShort: 'Name must be at least 2 characters',
    tooLong: 'Name must be at most 100 characters',
    min: 2,
    max: 100,
  },
  email: {
    required: 'Email is required',
    invalid: 'Please enter a valid email address',
    tooLong: 'Email must be at most 254 characters',
    max: 254,
    pattern: EMAIL,
  },
  phone: {
    required: 'Phone number is required',
    tooShort: 'Phone number must be at least 10 characters',
    tooLong: 'Phone number must be at most 20 characters',
    invalid: 'Phone number may contain only digits, spaces, +, - and brackets',
    min: 10,
    max: 20,
    pattern: PHONE,
  },
  username: {
    required: 'Username is required',
    tooShort: 'Username must be at least 4 characters',
    tooLong: 'Username must be at most 50 characters',
    invalid: 'Username may contain only letters, numbers, dots, hyphens and underscores',
    min: 4,
    max: 50,
    pattern: USERNAME,
  },
  password: newPassword('Password'),
} as const satisfies Record<string, FieldRule>;

/**
 * What the change and reset bodies may carry for a new password, in characters: room for any 72-byte
 * password. The service words the 72-byte limit itself, after it has checked who asks.
 */
export const PASSWORD_INPUT_MAX_LENGTH = 200;

/** POST /api/auth/reset-password (docs/product.md §5 "Change password"). */
export const CHANGE_PASSWORD_RULES = {
  currentPassword: {
    required: 'Current password is required',
    tooShort: `Current password must be at least ${PASSWORD_MIN} characters`,
    tooLong: 'Current password is incorrect',
    min: PASSWORD_MIN,
  },
  newPassword: newPassword('New password'),
} as const satisfies Record<string, FieldRule>;

/** POST /api/auth/admin/reset-user-password (docs/product.md §5 "Admin reset-user-password form"). */
export const ADMIN_RESET_RULES = {
  userId: { required: 'User ID is required', invalid: 'User ID must be a whole number of at least 1' },
  newPassword: CHANGE_PASSWORD_RULES.newPassword,
} as const satisfies Record<string, FieldRule>;

/** POST /api/auth/login: no length rules, a wrong password just fails (the policy is not revealed). */
export const LOGIN_RULES = {
  username: { required: 'Please enter your username or email' },
  email: { required: 'Please enter your username or email' },
  password: { required: 'Please enter your password' },
} as const satisfies Record<string, FieldRule>;

/** POST /api/auth/admin/login (docs/product.md §5 "Admin login": both fields are required). */
export const ADMIN_LOGIN_RULES = {
  username: { required: 'Username is required' },
  password: { required: 'Password is required' },
} as const satisfies Record<string, FieldRule>;
