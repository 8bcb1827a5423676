import * as yup from 'yup';
import { CHANGE_PASSWORD_RULES } from '@chargesetu/shared/contracts';
import { confirmField, minimumField, NEW_PASSWORD_CONFIRM_MESSAGES, ruleField } from '@chargesetu/web/ui';

const { currentPassword, newPassword } = CHANGE_PASSWORD_RULES;

/**
 * docs/product.md §5 "Change password" with the service's rules and messages (the contracts'
 * CHANGE_PASSWORD_RULES): an empty field says the minimum. The current password is only checked for its
 * length: the service tells whether it is right.
 */
export const changePasswordSchema = yup.object({
  currentPassword: minimumField(currentPassword, { keepSpaces: true }),
  newPassword: ruleField(newPassword, { keepSpaces: true, emptyMessage: newPassword.tooShort }),
  confirmPassword: confirmField(newPassword, 'newPassword', NEW_PASSWORD_CONFIRM_MESSAGES),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

export const emptyChangePassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
