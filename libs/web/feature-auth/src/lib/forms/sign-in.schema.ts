import * as yup from 'yup';
import { ACCOUNT_RULES } from '@chargesetu/shared/contracts';
import { minimumField } from '@chargesetu/web/ui';

/**
 * docs/product.md §5 "Login": a username (or an email) of at least 4 characters and a password of at least 6,
 * with registration's messages; an empty field gets the same message, as it is shorter than the minimum.
 */
export const signInSchema = yup.object({
  username: minimumField(ACCOUNT_RULES.username),
  password: minimumField(ACCOUNT_RULES.password, { keepSpaces: true }),
});

export type SignInValues = yup.InferType<typeof signInSchema>;

export const emptySignIn: SignInValues = { username: '', password: '' };
