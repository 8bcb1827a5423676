import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, NonBlankString, Nullable, languageSchema } from './common';
import { ACCOUNT_RULES, CHANGE_PASSWORD_RULES, PASSWORD_INPUT_MAX_LENGTH } from './validation/account-rules';

const account = ACCOUNT_RULES;

/** The two roles. A username "admin" is reserved for the seeded administrator. */
export const UserRole = Type.Union([Type.Literal('user'), Type.Literal('admin')]);
export type UserRole = Static<typeof UserRole>;

/** A user as the API shows it (never the password hash). */
export const PublicUser = Type.Object({
  id: Id,
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  role: UserRole,
  createdAt: IsoDateTime,
});
export type PublicUser = Static<typeof PublicUser>;

/** POST /api/auth/register (docs/product.md §5 "Register"; the confirmation is not sent). */
export const RegisterBody = Type.Object({
  name: Type.String({ minLength: account.name.min }),
  email: Type.String({ format: 'email', maxLength: account.email.max }),
  phone: Type.String({ minLength: account.phone.min, maxLength: account.phone.max }),
  username: Type.String({ minLength: account.username.min, maxLength: account.username.max }),
  // In characters here; the service counts bcrypt's 72 bytes (a character is at least one byte).
  password: Type.String({ minLength: account.password.min, maxLength: account.password.maxBytes }),
  /** The language the visitor registered in; the new account reads the app in it ('en' when absent). */
  language: Type.Optional(languageSchema({ default: 'en' })),
});
export type RegisterBody = Static<typeof RegisterBody>;

/**
 * POST /api/auth/login: `username` and `password`; `username` may hold an email. One reading of the
 * client sends `email` instead of `username`, so that shape is accepted too. Use
 * {@link loginIdentifier} to read either. No minimum password length here: a short password simply
 * fails to match, and the policy is not revealed.
 */
export const LoginBody = Type.Union([
  Type.Object({ username: NonBlankString, password: Type.String({ minLength: 1 }) }),
  Type.Object({ email: NonBlankString, password: Type.String({ minLength: 1 }) }),
]);
export type LoginBody = Static<typeof LoginBody>;

/** The username or email a login body carries. */
export function loginIdentifier(body: LoginBody): string {
  return ('username' in body ? body.username : body.email).trim();
}

/** POST /api/auth/admin/login. */
export const AdminLoginBody = Type.Object({
  username: NonBlankString,
  password: Type.String({ minLength: 1 }),
});
export type AdminLoginBody = Static<typeof AdminLoginBody>;

/** Login, admin login and register answer with a token and the user. */
export const AuthResponse = Type.Object({
  token: Type.String(),
  user: PublicUser,
});
export type AuthResponse = Static<typeof AuthResponse>;

/** GET /api/auth/me. */
export const MeResponse = Type.Object({ user: PublicUser });
export type MeResponse = Static<typeof MeResponse>;

/** POST /api/auth/reset-password (signed in): change one's own password. */
export const ResetPasswordBody = Type.Object({
  currentPassword: Type.String({
    minLength: CHANGE_PASSWORD_RULES.currentPassword.min,
    maxLength: PASSWORD_INPUT_MAX_LENGTH,
  }),
  newPassword: Type.String({
    minLength: CHANGE_PASSWORD_RULES.newPassword.min,
    maxLength: PASSWORD_INPUT_MAX_LENGTH,
  }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/**
 * POST /api/auth/reset-password answers the message and a fresh token: the change revokes every earlier
 * token of the user, the session that made it included, so the client swaps in this one to stay signed in.
 */
export const ResetPasswordResponse = Type.Object({
  message: Type.String(),
  token: Type.String(),
});
export type ResetPasswordResponse = Static<typeof ResetPasswordResponse>;

/** POST /api/auth/logout (signed in): revokes the token it was called with. */
export const LogoutResponse = Type.Object({ message: Type.String() });
export type LogoutResponse = Static<typeof LogoutResponse>;

/** POST /api/auth/admin/reset-user-password (admin only). */
export const AdminResetUserPasswordBody = Type.Object({
  userId: Id,
  newPassword: Type.String({
    minLength: CHANGE_PASSWORD_RULES.newPassword.min,
    maxLength: PASSWORD_INPUT_MAX_LENGTH,
  }),
});
export type AdminResetUserPasswordBody = Static<typeof AdminResetUserPasswordBody>;

/** PATCH /api/auth/me: any of name, email, phone, with registration's rules. Username and role never change. */
export const UpdateMeBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: account.name.min, maxLength: account.name.max })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: account.email.max })),
  phone: Type.Optional(Type.String({ minLength: account.phone.min, maxLength: account.phone.max })),
});
export type UpdateMeBody = Static<typeof UpdateMeBody>;

/** GET /internal/users/:id. */
export const InternalUser = Type.Object({
  id: Id,
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: UserRole,
});
export type InternalUser = Static<typeof InternalUser>;

/**
 * GET /internal/users/:id/token-state: what every service checks a token against. `exists` false for
 * a user id nobody has (then `version` is 0 and `revoked` empty); `version` is the user's current token
 * version (a token whose `ver` differs is revoked); `revoked` the ids (`jti`) of tokens revoked by
 * logout that have not expired yet.
 */
export const InternalTokenState = Type.Object({
  exists: Type.Boolean(),
  version: Type.Integer({ minimum: 0 }),
  revoked: Type.Array(Type.String()),
});
export type InternalTokenState = Static<typeof InternalTokenState>;

/**
 * GET and PUT /api/auth/me/notifications: which notifications the signed-in user wants, saved per user
 * (dashboard Profile Settings, docs/product.md §2.15). New accounts start with Booking Confirmations and
 * Charging Updates on and Promotional Messages off. PUT replaces all three: each must be a real JSON boolean.
 */
export const NotificationPreferences = Type.Object(
  {
    bookingConfirmations: Type.Boolean(),
    chargingUpdates: Type.Boolean(),
    promotionalMessages: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type NotificationPreferences = Static<typeof NotificationPreferences>;

export type { Language } from '@chargesetu/shared/domain';

/**
 * GET and PUT /api/auth/me/language: the language the signed-in user reads the app in, kept on the server so it
 * follows them to any device. New accounts: `en` until they choose.
 */
export const LanguagePreference = Type.Object(
  { language: languageSchema() },
  { additionalProperties: false },
);
export type LanguagePreference = Static<typeof LanguagePreference>;

/** The three settings of {@link NotificationPreferences}, in the order the dashboard lists them. */
export const NOTIFICATION_PREFERENCE_KEYS = [
  'bookingConfirmations',
  'chargingUpdates',
  'promotionalMessages',
] as const;

/**
 * The settings' labels on the dashboard (docs/product.md §2.15), for the toggles and for messages a person
 * reads.
 */
export const NOTIFICATION_LABELS: Record<keyof NotificationPreferences, string> = {
  bookingConfirmations: 'Booking Confirmations',
  chargingUpdates: 'Charging Updates',
  promotionalMessages: 'Promotional Messages',
};

/**
 * What an account starts with (docs/product.md §2.15: Booking Confirmations on, Charging Updates on,
 * Promotional Messages off).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  bookingConfirmations: true,
  chargingUpdates: true,
  promotionalMessages: false,
};
