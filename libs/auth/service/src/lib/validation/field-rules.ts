import { badRequest } from '@chargesetu/shared/server-kit';

/** The readable messages of one input field, by kind of failure. */
export interface FieldRule {
  required: string;
  tooShort?: string;
  tooLong?: string;
  invalid?: string;
}
export type FieldRules = Record<string, FieldRule>;
export type FailureKind = keyof FieldRule;

/** The message for a failure of `field`; falls back to the closest message the rule has. */
export function ruleMessage(rules: FieldRules, field: string, kind: FailureKind): string | undefined {
  const rule = rules[field];
  if (!rule) return undefined;
  return rule[kind] ?? rule.invalid ?? rule.tooShort ?? rule.required;
}

/** Throws the 400 for `field` (the rule table must name it: a missing entry is a programming error). */
export function fail(rules: FieldRules, field: string, kind: FailureKind): never {
  throw badRequest(ruleMessage(rules, field, kind) ?? `${field} is invalid`);
}

/** Trimmed text that must be present and within [min, max] characters. */
export function requiredText(
  rules: FieldRules,
  field: string,
  value: unknown,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): string {
  if (value === undefined || value === null) fail(rules, field, 'required');
  if (typeof value !== 'string') fail(rules, field, 'invalid');
  const text = value.trim();
  if (text === '') fail(rules, field, 'required');
  if (text.length < min) fail(rules, field, 'tooShort');
  if (text.length > max) fail(rules, field, 'tooLong');
  return text;
}

/**
 * Optional text of a form: undefined stays undefined (not sent: unchanged), and null, '' or blanks
 * become null (cleared). Numbers are accepted and kept as text (forms send 2023 or "2023").
 */
export function optionalText(
  rules: FieldRules,
  field: string,
  value: unknown,
  max: number,
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') fail(rules, field, 'invalid');
  const text = String(value).trim();
  if (text === '') return null;
  if (text.length > max) fail(rules, field, 'tooLong');
  return text;
}
