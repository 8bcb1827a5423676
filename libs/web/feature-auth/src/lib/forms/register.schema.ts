import * as yup from 'yup';
import { ACCOUNT_RULES } from '@chargesetu/shared/contracts';
import { accountFields, confirmField, REGISTER_CONFIRM_MESSAGES, ruleField } from '@chargesetu/web/ui';

const { username, password } = ACCOUNT_RULES;

/**
 * docs/product.md §5 "Register" with the service's rules and messages (the contracts' ACCOUNT_RULES). An
 * empty field says what docs/product.md §5 says for it: the minimum
 * ("Username must be at least 4 characters").
 */
export const registerSchema = yup.object({
  ...accountFields,
  username: ruleField(username, { emptyMessage: username.tooShort }),
  password: ruleField(password, { keepSpaces: true, emptyMessage: password.tooShort }),
  // docs/product.md §5: a short confirmation says "Confirm password is required"; the mismatch shows on it
  // too.
  confirmPassword: confirmField(password, 'password', REGISTER_CONFIRM_MESSAGES),
});

export type RegisterValues = yup.InferType<typeof registerSchema>;

export const emptyRegistration: RegisterValues = {
  name: '',
  email: '',
  phone: '',
  username: '',
  password: '',
  confirmPassword: '',
};

/** What POST /api/auth/register receives: trimmed fields and never the confirmation (docs/product.md §5). */
export function toRegisterBody(values: RegisterValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    username: values.username.trim(),
    password: values.password,
  };
}
