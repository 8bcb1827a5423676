import type { Language, NotificationPreferences, PublicUser, UserRole } from '@chargesetu/shared/contracts';

/**
 * An account (docs/product.md §3), as the auth service works with it. Username and email are unique
 * without regard to letter case (expression indexes in the migration).
 */
export interface User {
  id: number;
  username: string;
  /** bcrypt hash; never leaves the service. */
  passwordHash: string;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  /** Notification preferences (docs/product.md §2.15 Profile Settings); new accounts: on, on, off. */
  notifyBookingConfirmations: boolean;
  notifyChargingUpdates: boolean;
  notifyPromotionalMessages: boolean;
  /** The language they read the app in. */
  language: Language;
  /**
   * Every token carries the version it was issued at; a password change or reset raises it, which
   * revokes all the user's earlier tokens at once.
   */
  tokenVersion: number;
  createdAt: Date;
}

/** The API's view of a user: never the password hash. */
export function toPublicUser(u: User): PublicUser {
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  };
}

/** A user's notification preferences as the API shows them. */
export function toNotificationPreferences(u: User): NotificationPreferences {
  return {
    bookingConfirmations: u.notifyBookingConfirmations,
    chargingUpdates: u.notifyChargingUpdates,
    promotionalMessages: u.notifyPromotionalMessages,
  };
}
