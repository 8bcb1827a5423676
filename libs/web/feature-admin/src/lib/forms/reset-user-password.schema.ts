import * as yup from 'yup';
import { MIN_PASSWORD_LENGTH } from '@chargesetu/shared/domain';

/** Spec 5 "Admin reset-user-password form" messages. */
export const RESET_USER_PASSWORD_MESSAGES = {
  userId: 'User ID is required',
  userIdWhole: 'User ID must be a whole number of at least 1',
  newPassword: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  confirmPassword: `Confirm password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  mismatch: 'Passwords do not match',
} as const;

const M = RESET_USER_PASSWORD_MESSAGES;

export const resetUserPasswordSchema = yup.object({
  // A number input hands Formik a string ('' when empty); "abc" cannot be typed into it.
  userId: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(M.userId)
    .required(M.userId)
    .integer(M.userIdWhole)
    .min(1, M.userIdWhole),
  newPassword: yup.string().min(MIN_PASSWORD_LENGTH, M.newPassword).required(M.newPassword),
  confirmPassword: yup
    .string()
    .min(MIN_PASSWORD_LENGTH, M.confirmPassword)
    .required(M.confirmPassword)
    .oneOf([yup.ref('newPassword')], M.mismatch),
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
