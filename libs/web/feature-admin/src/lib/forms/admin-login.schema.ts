import * as yup from 'yup';

/** Spec 5 "Admin login": both fields are required. */
export const ADMIN_LOGIN_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
} as const;

export const adminLoginSchema = yup.object({
  username: yup.string().trim().required(ADMIN_LOGIN_MESSAGES.username),
  password: yup.string().required(ADMIN_LOGIN_MESSAGES.password),
});

export type AdminLoginValues = yup.InferType<typeof adminLoginSchema>;

export const emptyAdminLogin: AdminLoginValues = { username: '', password: '' };
