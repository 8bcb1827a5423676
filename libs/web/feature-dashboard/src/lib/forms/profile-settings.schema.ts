import * as yup from 'yup';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@chargesetu/shared/contracts';
import { profileFields, profileFieldValues, type ProfileFieldValues } from '@chargesetu/web/ui';

export interface ProfileSettingsValues extends ProfileFieldValues, NotificationPreferences {
  /** Shown read-only: PATCH /api/auth/me never changes a username. */
  username: string;
}

/**
 * Name, email and phone with registration's rules and messages (docs/product.md §5), the ones the service
 * checks PATCH /api/auth/me with. An account without a phone (the seeded administrator) may stay without one.
 */
export const profileSettingsSchema = (hasPhone: boolean) => yup.object(profileFields(hasPhone));

/** The form's starting values: the session user, and the saved preferences (defaults until they load). */
export function profileSettingsValues(
  user: { name: string; email: string; phone?: string | null; username: string },
  preferences: NotificationPreferences | undefined,
): ProfileSettingsValues {
  return {
    ...profileFieldValues(user),
    username: user.username,
    ...(preferences ?? DEFAULT_NOTIFICATION_PREFERENCES),
  };
}

/** The three toggles of the form, or null when none changed (nothing to save). */
export function preferenceChanges(
  before: ProfileSettingsValues,
  after: ProfileSettingsValues,
): NotificationPreferences | null {
  const next: NotificationPreferences = {
    bookingConfirmations: after.bookingConfirmations,
    chargingUpdates: after.chargingUpdates,
    promotionalMessages: after.promotionalMessages,
  };
  const changed = (Object.keys(next) as (keyof NotificationPreferences)[]).some((k) => next[k] !== before[k]);
  return changed ? next : null;
}
