import * as yup from 'yup';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type UpdateMeBody,
} from '@chargesetu/shared/contracts';

/** Spec 5 "Register" messages: editing the profile follows registration's rules (the service checks the same). */
export const PROFILE_SETTINGS_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 characters',
} as const;

export interface ProfileSettingsValues extends NotificationPreferences {
  name: string;
  email: string;
  phone: string;
  /** Shown read-only: PATCH /api/auth/me never changes a username. */
  username: string;
}

const phone = yup.string().trim().min(10, PROFILE_SETTINGS_MESSAGES.phone);

/**
 * Name, email and phone with registration's rules. An account without a phone (the seeded
 * administrator) may stay without one; once given, a phone can be changed but not removed.
 */
export function profileSettingsSchema(hasPhone: boolean) {
  return yup.object({
    name: yup.string().trim().min(2, PROFILE_SETTINGS_MESSAGES.name).required(PROFILE_SETTINGS_MESSAGES.name),
    email: yup
      .string()
      .trim()
      .email(PROFILE_SETTINGS_MESSAGES.email)
      .required(PROFILE_SETTINGS_MESSAGES.email),
    phone: hasPhone ? phone.required(PROFILE_SETTINGS_MESSAGES.phone) : phone,
  });
}

/** The form's starting values: the session user, and the saved preferences (defaults until they load). */
export function profileSettingsValues(
  user: { name: string; email: string; phone?: string | null; username: string },
  preferences: NotificationPreferences | undefined,
): ProfileSettingsValues {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    username: user.username,
    ...(preferences ?? DEFAULT_NOTIFICATION_PREFERENCES),
  };
}

/** Only the profile fields that changed, trimmed: an unchanged email never trips the duplicate check. */
export function profileChanges(before: ProfileSettingsValues, after: ProfileSettingsValues): UpdateMeBody {
  const changes: UpdateMeBody = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    const value = after[key].trim();
    if (value !== before[key].trim()) changes[key] = value;
  }
  return changes;
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
