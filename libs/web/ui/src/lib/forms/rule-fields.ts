import * as yup from 'yup';
import {
  ACCOUNT_RULES,
  ADMIN_LOGIN_RULES,
  ADMIN_RESET_RULES,
  CHANGE_PASSWORD_RULES,
  fieldFailure,
  fieldMessage,
  LOGIN_RULES,
  PAYMENT_RULES,
  VEHICLE_RULES,
  type FieldRule,
} from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';

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

const { name, email, phone, username, password } = ACCOUNT_RULES;
const { currentPassword, newPassword } = CHANGE_PASSWORD_RULES;
const V = VEHICLE_RULES;

/**
 * The contracts' rule messages (English, as the service words them), each with its `validation` key, rule by
 * rule: the forms show them in the language of the screen. A message not listed here shows as it is.
 */
let ruleMessageKeys: ReadonlyMap<string, string> | undefined;
// Built on first use: the confirmation messages are declared further down.
const messageKeys = (): ReadonlyMap<string, string> =>
  (ruleMessageKeys ??= new Map<string, string>([
    [name.required, 'validation:account.nameRequired'],
    [name.tooShort, 'validation:account.nameTooShort'],
    [name.tooLong, 'validation:account.nameTooLong'],
    [email.required, 'validation:account.emailRequired'],
    [email.invalid, 'validation:account.emailInvalid'],
    [email.tooLong, 'validation:account.emailTooLong'],
    [phone.required, 'validation:account.phoneRequired'],
    [phone.tooShort, 'validation:account.phoneTooShort'],
    [phone.tooLong, 'validation:account.phoneTooLong'],
    [phone.invalid, 'validation:account.phoneInvalid'],
    [username.required, 'validation:account.usernameRequired'],
    [username.tooShort, 'validation:account.usernameTooShort'],
    [username.tooLong, 'validation:account.usernameTooLong'],
    [username.invalid, 'validation:account.usernameInvalid'],
    [password.required, 'validation:account.passwordRequired'],
    [password.tooShort, 'validation:account.passwordTooShort'],
    [password.tooLong, 'validation:account.passwordTooLong'],
    [ADMIN_LOGIN_RULES.username.required, 'validation:account.usernameRequired'],
    [ADMIN_LOGIN_RULES.password.required, 'validation:account.passwordRequired'],
    [currentPassword.required, 'validation:changePassword.currentRequired'],
    [currentPassword.tooShort, 'validation:changePassword.currentTooShort'],
    [currentPassword.tooLong, 'validation:changePassword.currentIncorrect'],
    [newPassword.required, 'validation:changePassword.newRequired'],
    [newPassword.tooShort, 'validation:changePassword.newTooShort'],
    [newPassword.tooLong, 'validation:changePassword.newTooLong'],
    [ADMIN_RESET_RULES.userId.required, 'validation:adminReset.userIdRequired'],
    [ADMIN_RESET_RULES.userId.invalid, 'validation:adminReset.userIdInvalid'],
    [LOGIN_RULES.username.required, 'validation:login.usernameOrEmailRequired'],
    [LOGIN_RULES.password.required, 'validation:login.passwordRequired'],
    [REGISTER_CONFIRM_MESSAGES.tooShort, 'validation:confirm.registerRequired'],
    [REGISTER_CONFIRM_MESSAGES.mismatch, 'validation:confirm.registerMismatch'],
    [NEW_PASSWORD_CONFIRM_MESSAGES.tooShort, 'validation:confirm.newTooShort'],
    [NEW_PASSWORD_CONFIRM_MESSAGES.mismatch, 'validation:confirm.newMismatch'],
    [V.make.required, 'validation:vehicle.makeRequired'],
    [V.make.tooLong, 'validation:vehicle.makeTooLong'],
    [V.model.required, 'validation:vehicle.modelRequired'],
    [V.model.tooLong, 'validation:vehicle.modelTooLong'],
    [V.registrationNumber.required, 'validation:vehicle.registrationRequired'],
    [V.registrationNumber.tooLong, 'validation:vehicle.registrationTooLong'],
    [V.connectorTypes.required, 'validation:vehicle.connectorsRequired'],
    [V.connectorTypes.tooLong, 'validation:vehicle.connectorsTooLong'],
    [V.connectorTypes.invalid, 'validation:vehicle.connectorsInvalid'],
    [V.year.required, 'validation:vehicle.yearRequired'],
    [V.year.invalid, 'validation:vehicle.yearInvalid'],
    [V.color.required, 'validation:vehicle.colorRequired'],
    [V.color.tooLong, 'validation:vehicle.colorTooLong'],
    [V.batteryCapacity.required, 'validation:vehicle.batteryRequired'],
    [V.batteryCapacity.invalid, 'validation:vehicle.batteryInvalid'],
    [PAYMENT_RULES.upiId.required, 'validation:payment.upiRequired'],
    [PAYMENT_RULES.upiId.invalid, 'validation:payment.upiInvalid'],
  ]));

/**
 * A contracts rule message (or a confirmation message above) in the language shown now: call it when the
 * message is shown or validated, never at module load. An unknown message is returned unchanged.
 */
export function ruleMessage(message: string): string {
  const key = messageKeys().get(message);
  return key ? translate(key) : message;
}

/** A Yup message that is worded when the field is checked (so in the language shown then). */
const said = (message: string) => () => ruleMessage(message);

/** Text that meets `rule` when given: its length (characters, then bytes), then its pattern and range. */
function ruleText(rule: FieldRule, keepSpaces = false) {
  return (keepSpaces ? yup.string() : yup.string().trim()).test({
    name: 'field-rule',
    skipAbsent: true,
    test(value, context) {
      const failure = value ? fieldFailure(rule, value) : null;
      return failure === null || context.createError({ message: ruleMessage(fieldMessage(rule, failure)) });
    },
  });
}

/** A required Yup string that meets `rule`. */
export function ruleField(rule: FieldRule, options: RuleFieldOptions = {}) {
  return ruleText(rule, options.keepSpaces).required(said(options.emptyMessage ?? rule.required));
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
  return text.min(rule.min, said(rule.tooShort)).required(said(rule.tooShort));
}

/** A list of at least `rule.min` and at most `rule.max` items (the vehicle's connector types). */
export function ruleList(rule: FieldRule & { min: number; max: number }) {
  return yup
    .array(yup.string().required())
    .min(rule.min, said(rule.tooShort ?? rule.required))
    .max(rule.max, said(rule.tooLong ?? rule.required))
    .required(said(rule.required));
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
    .min(passwordRule.min, said(messages.tooShort))
    .required(said(messages.tooShort))
    .oneOf([yup.ref(passwordField)], said(messages.mismatch));
}
