import { ACCOUNT_RULES } from '@chargesetu/shared/contracts';
import { InvalidRequest } from '@chargesetu/shared/domain';
import { COMMON_PASSWORD, isCommonPassword } from '../passwords/common-passwords';
import { checkRule, fail, requiredText, type FieldRules } from './field-rules';

// docs/product.md §5 "Register", with the rules and messages of the contracts' ACCOUNT_RULES (the web
// forms read the same table); PATCH /api/auth/me checks the same fields with them.
export const checkName = (value: unknown) => requiredText(ACCOUNT_RULES, 'name', value);
export const checkEmail = (value: unknown) => requiredText(ACCOUNT_RULES, 'email', value);
export const checkPhone = (value: unknown) => requiredText(ACCOUNT_RULES, 'phone', value);
export const checkUsername = (value: unknown) => requiredText(ACCOUNT_RULES, 'username', value);

/**
 * A new password: the rule's length (at least 6 characters, at most 72 bytes), and not a common one
 * (passwords/common-passwords). Never trimmed: spaces are part of it. `rules[field]` carries the length
 * messages (register says "Password", a change says "New password"); a common password gets
 * COMMON_PASSWORD whatever the field.
 */
export function checkNewPassword(rules: FieldRules, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') fail(rules, field, 'required');
  if (typeof value !== 'string') fail(rules, field, 'invalid');
  checkRule(rules, field, value);
  if (isCommonPassword(value)) throw new InvalidRequest(COMMON_PASSWORD);
  return value;
}

/** Names nobody may register: "admin" belongs to the seeded administrator (any letter case). */
export function isReservedUsername(username: string): boolean {
  return username.trim().toLowerCase() === 'admin';
}
