import { validateYupSchema, yupToFormErrors } from 'formik';
import { changedFields, profileSchemaFor, type ProfileValues } from './profile.schema';

async function errorsOf(values: ProfileValues, hasPhone = true) {
  try {
    await validateYupSchema(values, profileSchemaFor(hasPhone));
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('profile schema (registration rules, spec 5)', () => {
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

  it('sends only the fields that changed, trimmed', () => {
    const before = { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' };
    expect(changedFields(before, { ...before, name: ' Asha R. Rao ' })).toEqual({ name: 'Asha R. Rao' });
    expect(changedFields(before, { ...before, email: 'asha@example.in ' })).toEqual({});
  });
});
