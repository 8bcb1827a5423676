import * as yup from 'yup';
import { MIN_PASSWORD_LENGTH } from '@chargesetu/shared/domain';

/** Spec 5 "Register" messages; the service answers the same ones for the same rules. */
export const REGISTER_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 characters',
  username: 'Username must be at least 4 characters',
  password: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  confirmPassword: 'Confirm password is required',
  mismatch: "Passwords don't match",
} as const;

export const registerSchema = yup.object({
  name: yup.string().trim().min(2, REGISTER_MESSAGES.name).required(REGISTER_MESSAGES.name),
  email: yup.string().trim().email(REGISTER_MESSAGES.email).required(REGISTER_MESSAGES.email),
  phone: yup.string().trim().min(10, REGISTER_MESSAGES.phone).required(REGISTER_MESSAGES.phone),
  username: yup.string().trim().min(4, REGISTER_MESSAGES.username).required(REGISTER_MESSAGES.username),
  password: yup
    .string()
    .min(MIN_PASSWORD_LENGTH, REGISTER_MESSAGES.password)
    .required(REGISTER_MESSAGES.password),
  // The spec's message for a short confirmation is "Confirm password is required"; the mismatch message
  // shows on this field too.
  confirmPassword: yup
    .string()
    .min(MIN_PASSWORD_LENGTH, REGISTER_MESSAGES.confirmPassword)
    .required(REGISTER_MESSAGES.confirmPassword)
    .oneOf([yup.ref('password')], REGISTER_MESSAGES.mismatch),
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

/** What POST /api/auth/register receives: trimmed fields and never the confirmation (spec 5). */
export function toRegisterBody(values: RegisterValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    username: values.username.trim(),
    password: values.password,
  };
}
