import * as yup from 'yup';
import { ADMIN_RESET_RULES } from '@chargesetu/shared/contracts';
import { confirmField, NEW_PASSWORD_CONFIRM_MESSAGES, ruleField } from '@chargesetu/web/ui';

const { userId, newPassword } = ADMIN_RESET_RULES;

/**
 * docs/product.md §5 "Admin reset-user-password form" with the service's rules and messages
 * (ADMIN_RESET_RULES).
 */
export const resetUserPasswordSchema = yup.object({
  // A number input hands Formik a string ('' when empty); "abc" cannot be typed into it.
  userId: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(userId.required)
    .required(userId.required)
    .integer(userId.invalid)
    .min(1, userId.invalid),
  newPassword: ruleField(newPassword, { keepSpaces: true, emptyMessage: newPassword.tooShort }),
  confirmPassword: confirmField(newPassword, 'newPassword', NEW_PASSWORD_CONFIRM_MESSAGES),
});

export interface ResetUserPasswordValues {
  userId: number | '';
  newPassword: string;
  confirmPassword: string;
}

export const emptyResetUserPassword: ResetUserPasswordValues = {
  userId: '',
  newPassword: '',
  confirmPassword: '',
};
