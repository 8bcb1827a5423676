import { validateYupSchema, yupToFormErrors } from 'formik';
import {
  changePasswordSchema,
  emptyChangePassword,
  type ChangePasswordValues,
} from './change-password.schema';

async function errorsOf(values: ChangePasswordValues) {
  try {
    await validateYupSchema(values, changePasswordSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('change-password schema (docs/product.md §5 "Change password")', () => {
  it('an empty form shows the three minimums', async () => {
    expect(await errorsOf(emptyChangePassword)).toEqual({
      currentPassword: 'Current password must be at least 6 characters',
      newPassword: 'New password must be at least 6 characters',
      confirmPassword: 'Confirm password must be at least 6 characters',
    });
  });

  it('five characters are one too few for each field', async () => {
    expect(
      await errorsOf({ currentPassword: '12345', newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({
      currentPassword: 'Current password must be at least 6 characters',
      newPassword: 'New password must be at least 6 characters',
      confirmPassword: 'Confirm password must be at least 6 characters',
    });
  });

  it('says "Passwords do not match" on the confirmation', async () => {
    expect(
      await errorsOf({ currentPassword: 'old-pass', newPassword: 'new-pass1', confirmPassword: 'new-pass2' }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('accepts six characters everywhere when the new ones match', async () => {
    expect(
      await errorsOf({ currentPassword: '123456', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({});
  });
});
