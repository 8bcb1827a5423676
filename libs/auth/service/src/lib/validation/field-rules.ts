import { fieldFailure, fieldMessage, type FieldFailure, type FieldRule } from '@chargesetu/shared/contracts';
import { InvalidRequest } from '@chargesetu/shared/domain';

/** A route's field rules, by field name (the tables live in the contracts, shared with the web forms). */
export type FieldRules = Readonly<Record<string, FieldRule>>;

/** The message for a failure of `field`; undefined when the table has no rule for it. */
export function ruleMessage(rules: FieldRules, field: string, kind: FieldFailure): string | undefined {
  const rule = rules[field];
  return rule ? fieldMessage(rule, kind) : undefined;
}

/** Throws the 400 for `field` (the rule table must name it: a missing entry is a programming error). */
export function fail(rules: FieldRules, field: string, kind: FieldFailure): never {
  throw new InvalidRequest(ruleMessage(rules, field, kind) ?? `${field} is invalid`);
}

/** Throws the 400 for what is wrong with the non-empty `text` under `field`'s rule, if anything. */
export function checkRule(rules: FieldRules, field: string, text: string): void {
  const rule = rules[field];
  const failure = rule ? fieldFailure(rule, text) : null;
  if (failure) fail(rules, field, failure);
}

/** Trimmed text that must be present and meet `field`'s rule (length, then pattern). */
export function requiredText(rules: FieldRules, field: string, value: unknown): string {
  if (value === undefined || value === null) fail(rules, field, 'required');
  if (typeof value !== 'string') fail(rules, field, 'invalid');
  const text = value.trim();
  if (text === '') fail(rules, field, 'required');
  checkRule(rules, field, text);
  return text;
}

/**
 * Optional text of a form: undefined stays undefined (not sent: unchanged), and null, '' or blanks
 * become null (cleared). Numbers are accepted and kept as text (forms send 2023 or "2023"). Only the
 * length is checked here; the caller checks the rest of the rule once every field has passed this.
 */
export function optionalText(rules: FieldRules, field: string, value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') fail(rules, field, 'invalid');
  const text = String(value).trim();
  if (text === '') return null;
  const max = rules[field]?.max;
  if (max !== undefined && text.length > max) fail(rules, field, 'tooLong');
  return text;
}
