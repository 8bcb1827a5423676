import * as yup from 'yup';
import {
  CHANGE_PASSWORD_RULES,
  fieldFailure,
  fieldMessage,
  type FieldRule,
} from '@chargesetu/shared/contracts';

/**
 * The web forms' Yup fields, built from the contracts' field rules: the same limits, patterns and words
 * the service checks, so a form refuses what the service would refuse, in the service's words.
 */

export interface RuleFieldOptions {
  /** Check the text as typed: passwords keep their spaces. Other text is trimmed, as the service trims it. */
  keepSpaces?: boolean;
  /**
   * The message for an empty field: the rule's `required` by default. docs/product.md §5 words an empty field
   * of the account forms as too short ("Name must be at least 2 characters"): those pass the rule's
   * `tooShort`.
   */
  emptyMessage?: string;
}

/** Text that meets `rule` when given: its length (characters, then bytes), then its pattern and range. */
function ruleText(rule: FieldRule, keepSpaces = false) {
  return (keepSpaces ? yup.string() : yup.string().trim()).test({
    name: 'field-rule',
    skipAbsent: true,
    test(value, context) {
      const failure = value ? fieldFailure(rule, value) : null;
      return failure === null || context.createError({ message: fieldMessage(rule, failure) });
    },
  });
}

/** A required Yup string that meets `rule`. */
export function ruleField(rule: FieldRule, options: RuleFieldOptions = {}) {
  return ruleText(rule, options.keepSpaces).required(options.emptyMessage ?? rule.required);
}

/** An optional Yup string: empty passes, anything typed must meet `rule`. */
export function optionalRuleField(rule: FieldRule) {
  return ruleText(rule);
}

/**
 * Only the minimum of `rule`, with its `tooShort` message for an empty field too (docs/product.md §5 "Login":
 * the sign-in form asks for a username or an email of at least 4 characters and a password of at least 6;
 * the service checks nothing more there, so the form does not either).
 */
export function minimumField(
  rule: FieldRule & { min: number; tooShort: string },
  options: { keepSpaces?: boolean } = {},
) {
  const text = options.keepSpaces ? yup.string() : yup.string().trim();
  return text.min(rule.min, rule.tooShort).required(rule.tooShort);
}

/** A list of at least `rule.min` and at most `rule.max` items (the vehicle's connector types). */
export function ruleList(rule: FieldRule & { min: number; max: number }) {
  return yup
    .array(yup.string().required())
    .min(rule.min, rule.tooShort ?? rule.required)
    .max(rule.max, rule.tooLong ?? rule.required)
    .required(rule.required);
}

/** A password confirmation's words: docs/product.md §5 gives the registration form its own. */
export interface ConfirmMessages {
  /** Shorter than the password minimum (or empty). */
  tooShort: string;
  /** Not the same as the password it confirms. */
  mismatch: string;
}

/** docs/product.md §5 "Register": "Confirm password is required" / "Passwords don't match". */
export const REGISTER_CONFIRM_MESSAGES: ConfirmMessages = {
  tooShort: 'Confirm password is required',
  mismatch: "Passwords don't match",
};

/** docs/product.md §5 "Change password" and "Admin reset-user-password form". */
export const NEW_PASSWORD_CONFIRM_MESSAGES: ConfirmMessages = {
  tooShort: `Confirm password must be at least ${CHANGE_PASSWORD_RULES.newPassword.min} characters`,
  mismatch: 'Passwords do not match',
};

/**
 * The confirmation of the password field `passwordField` (never sent to the service): at least the
 * password rule's minimum, and equal to it; both messages show on the confirmation field.
 */
export function confirmField(
  passwordRule: FieldRule & { min: number },
  passwordField: string,
  messages: ConfirmMessages,
) {
  return yup
    .string()
    .min(passwordRule.min, messages.tooShort)
    .required(messages.tooShort)
    .oneOf([yup.ref(passwordField)], messages.mismatch);
}
