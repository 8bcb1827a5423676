import { validateYupSchema, yupToFormErrors } from 'formik';
import type { ProfileFieldValues } from '@chargesetu/web/ui';
import { profileSchemaFor } from './profile.schema';

async function errorsOf(values: ProfileFieldValues, hasPhone = true) {
  try {
    await validateYupSchema(values, profileSchemaFor(hasPhone));
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('profile schema (registration rules, docs/product.md §5)', () => {
  it('uses the registration messages', async () => {
    expect(await errorsOf({ name: 'A', email: 'not-an-email', phone: '12345' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 10 characters',
    });
  });

  it('a phone, once given, cannot be removed; an account without one may stay without', async () => {
    const values = { name: 'Platform Admin', email: 'admin@chargesetu.in', phone: '' };
    expect(await errorsOf(values, true)).toEqual({ phone: 'Phone number must be at least 10 characters' });
    expect(await errorsOf(values, false)).toEqual({});
  });

  it('refuses a phone the service would refuse, in its words, with or without a phone before', async () => {
    const values = { name: 'Platform Admin', email: 'admin@chargesetu.in', phone: '98765 4321x' };
    const invalid = { phone: 'Phone number may contain only digits, spaces, +, - and brackets' };
    expect(await errorsOf(values, true)).toEqual(invalid);
    expect(await errorsOf(values, false)).toEqual(invalid);
  });
});
