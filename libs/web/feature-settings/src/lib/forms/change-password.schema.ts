import * as yup from 'yup';
import { MIN_PASSWORD_LENGTH } from '@chargesetu/shared/domain';

/** Spec 5 "Change password" messages. */
export const CHANGE_PASSWORD_MESSAGES = {
  currentPassword: `Current password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  newPassword: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  confirmPassword: `Confirm password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  mismatch: 'Passwords do not match',
} as const;

const M = CHANGE_PASSWORD_MESSAGES;

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().min(MIN_PASSWORD_LENGTH, M.currentPassword).required(M.currentPassword),
  newPassword: yup.string().min(MIN_PASSWORD_LENGTH, M.newPassword).required(M.newPassword),
  confirmPassword: yup
    .string()
    .min(MIN_PASSWORD_LENGTH, M.confirmPassword)
    .required(M.confirmPassword)
    .oneOf([yup.ref('newPassword')], M.mismatch),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

export const emptyChangePassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
