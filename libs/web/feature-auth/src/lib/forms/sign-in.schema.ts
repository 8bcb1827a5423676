import * as yup from 'yup';
import { MIN_PASSWORD_LENGTH } from '@chargesetu/shared/domain';

/** Spec 5 "Login" messages. An empty field gets the same message: it is shorter than the minimum. */
export const SIGN_IN_MESSAGES = {
  username: 'Username must be at least 4 characters',
  password: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
} as const;

export const signInSchema = yup.object({
  username: yup.string().trim().min(4, SIGN_IN_MESSAGES.username).required(SIGN_IN_MESSAGES.username),
  password: yup
    .string()
    .min(MIN_PASSWORD_LENGTH, SIGN_IN_MESSAGES.password)
    .required(SIGN_IN_MESSAGES.password),
});

export type SignInValues = yup.InferType<typeof signInSchema>;

export const emptySignIn: SignInValues = { username: '', password: '' };
