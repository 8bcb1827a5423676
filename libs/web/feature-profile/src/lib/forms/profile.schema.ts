import * as yup from 'yup';

/**
 * Editing the profile follows registration's rules and messages (spec 5 "Register"); the service
 * checks PATCH /api/auth/me with the same ones.
 */
export const PROFILE_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 characters',
} as const;

const phone = yup.string().trim().min(10, PROFILE_MESSAGES.phone);

export const profileSchema = yup.object({
  name: yup.string().trim().min(2, PROFILE_MESSAGES.name).required(PROFILE_MESSAGES.name),
  email: yup.string().trim().email(PROFILE_MESSAGES.email).required(PROFILE_MESSAGES.email),
  phone: phone.required(PROFILE_MESSAGES.phone),
});

/**
 * An account without a phone (the seeded administrator) may stay without one; once given, a phone
 * number can be changed but not removed.
 */
export const profileSchemaFor = (hasPhone: boolean) =>
  hasPhone ? profileSchema : profileSchema.shape({ phone });

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

export function profileValues(user: { name: string; email: string; phone?: string | null }): ProfileValues {
  return { name: user.name, email: user.email, phone: user.phone ?? '' };
}

/** Only what changed is sent: an unchanged email never trips the duplicate-email check. */
export function changedFields(before: ProfileValues, after: ProfileValues): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    const value = after[key].trim();
    if (value !== before[key].trim()) changes[key] = value;
  }
  return changes;
}
