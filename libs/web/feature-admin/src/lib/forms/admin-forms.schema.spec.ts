import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { adminLoginSchema } from './admin-login.schema';
import { resetUserPasswordSchema } from './reset-user-password.schema';

async function errorsOf(schema: AnyObjectSchema, values: Record<string, unknown>) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('admin login schema (docs/product.md §5 "Admin login")', () => {
  it('requires the username and the password', async () => {
    expect(await errorsOf(adminLoginSchema, { username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('has no length rules: "admin" with any password passes the form', async () => {
    expect(await errorsOf(adminLoginSchema, { username: 'admin', password: 'x' })).toEqual({});
  });
});

describe('reset-user-password schema (docs/product.md §5 "Admin reset-user-password form")', () => {
  it('an empty form: "User ID is required" and both password minimums', async () => {
    expect(
      await errorsOf(resetUserPasswordSchema, { userId: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      userId: 'User ID is required',
      newPassword: 'New password must be at least 6 characters',
      confirmPassword: 'Confirm password must be at least 6 characters',
    });
  });

  it('refuses a user id that is not a whole number of at least 1', async () => {
    const passwords = { newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(await errorsOf(resetUserPasswordSchema, { userId: 2.5, ...passwords })).toEqual({
      userId: 'User ID must be a whole number of at least 1',
    });
    expect(await errorsOf(resetUserPasswordSchema, { userId: 0, ...passwords })).toEqual({
      userId: 'User ID must be a whole number of at least 1',
    });
  });

  it('says "Passwords do not match" on the confirm field', async () => {
    expect(
      await errorsOf(resetUserPasswordSchema, {
        userId: 7,
        newPassword: 'secret1',
        confirmPassword: 'secret2',
      }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('accepts a user id and matching passwords', async () => {
    expect(
      await errorsOf(resetUserPasswordSchema, {
        userId: 7,
        newPassword: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({});
  });
});
