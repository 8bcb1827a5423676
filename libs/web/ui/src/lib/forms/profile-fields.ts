import { ACCOUNT_RULES, type UpdateMeBody } from '@chargesetu/shared/contracts';
import { optionalRuleField, ruleField } from './rule-fields';

/** The profile fields PATCH /api/auth/me may change (the username never does). */
export interface ProfileFieldValues {
  name: string;
  email: string;
  phone: string;
}

const { name, email, phone } = ACCOUNT_RULES;

/**
 * Name, email and phone with registration's rules and messages (docs/product.md §5 "Register"), as the
 * service checks them on registration and on PATCH /api/auth/me. An empty field says what docs/product.md §5
 * says for it: "Name must be at least 2 characters", "Please enter a valid email address",
 * "Phone number must be at least 10 characters".
 */
export const accountFields = {
  name: ruleField(name, { emptyMessage: name.tooShort }),
  email: ruleField(email, { emptyMessage: email.invalid }),
  phone: ruleField(phone, { emptyMessage: phone.tooShort }),
};

/**
 * The profile forms' fields: {@link accountFields}, except that an account without a phone (the seeded
 * administrator) may stay without one (`hasPhone` false). Once given, a phone can be changed but not removed.
 */
export function profileFields(hasPhone: boolean) {
  return hasPhone ? accountFields : { ...accountFields, phone: optionalRuleField(phone) };
}

/** The form's starting values from the user (no phone is an empty field). */
export function profileFieldValues(user: {
  name: string;
  email: string;
  phone?: string | null;
}): ProfileFieldValues {
  return { name: user.name, email: user.email, phone: user.phone ?? '' };
}

/** Only the fields that changed, trimmed: an unchanged email never trips the duplicate-email check. */
export function profileChanges(before: ProfileFieldValues, after: ProfileFieldValues): UpdateMeBody {
  const changes: UpdateMeBody = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    const value = after[key].trim();
    if (value !== before[key].trim()) changes[key] = value;
  }
  return changes;
}
