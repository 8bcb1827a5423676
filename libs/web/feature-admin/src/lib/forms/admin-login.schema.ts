import * as yup from 'yup';
import { ADMIN_LOGIN_RULES } from '@chargesetu/shared/contracts';
import { ruleField } from '@chargesetu/web/ui';

/** docs/product.md §5 "Admin login": both fields are required, in the service's words (ADMIN_LOGIN_RULES). */
export const adminLoginSchema = yup.object({
  username: ruleField(ADMIN_LOGIN_RULES.username),
  password: ruleField(ADMIN_LOGIN_RULES.password, { keepSpaces: true }),
});

export type AdminLoginValues = yup.InferType<typeof adminLoginSchema>;

export const emptyAdminLogin: AdminLoginValues = { username: '', password: '' };
