import type { FieldRules } from './field-rules';

/** POST /api/auth/reset-password (spec 5 "Change password"). */
export const CHANGE_PASSWORD_RULES: FieldRules = {
  currentPassword: {
    required: 'Current password is required',
    tooShort: 'Current password must be at least 6 characters',
    tooLong: 'Current password is incorrect',
  },
  newPassword: {
    required: 'New password is required',
    tooShort: 'New password must be at least 6 characters',
    tooLong: 'New password must be at most 72 characters',
  },
};

/** POST /api/auth/admin/reset-user-password (spec 5 "Admin reset-user-password form"). */
export const ADMIN_RESET_RULES: FieldRules = {
  userId: { required: 'User ID is required', invalid: 'User ID must be a whole number of at least 1' },
  newPassword: CHANGE_PASSWORD_RULES.newPassword,
};

/** POST /api/auth/login and /api/auth/admin/login: no length rules, a wrong password just fails. */
export const LOGIN_RULES: FieldRules = {
  username: { required: 'Please enter your username or email' },
  email: { required: 'Please enter your username or email' },
  password: { required: 'Please enter your password' },
};

export const ADMIN_LOGIN_RULES: FieldRules = {
  username: { required: 'Username is required' },
  password: { required: 'Password is required' },
};
