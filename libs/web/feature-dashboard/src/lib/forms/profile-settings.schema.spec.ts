import { validateYupSchema, yupToFormErrors } from 'formik';
import { profileChanges } from '@chargesetu/web/ui';
import {
  preferenceChanges,
  profileSettingsSchema,
  profileSettingsValues,
  type ProfileSettingsValues,
} from './profile-settings.schema';

const asha = { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', username: 'asha' };
const start = profileSettingsValues(asha, undefined);

async function errorsOf(values: Partial<ProfileSettingsValues>, hasPhone = true) {
  try {
    await validateYupSchema({ ...start, ...values }, profileSettingsSchema(hasPhone));
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('profile settings form', () => {
  it('starts from the user and, until they load, the default toggles (on, on, off)', () => {
    expect(start).toEqual({
      ...asha,
      bookingConfirmations: true,
      chargingUpdates: true,
      promotionalMessages: false,
    });
    const saved = { bookingConfirmations: false, chargingUpdates: true, promotionalMessages: true };
    expect(profileSettingsValues({ ...asha, phone: null }, saved)).toEqual({ ...asha, phone: '', ...saved });
  });

  it('uses the registration messages (docs/product.md §5)', async () => {
    expect(await errorsOf({ name: 'A', email: 'not-an-email', phone: '12345' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 10 characters',
    });
    expect(await errorsOf({ name: '   ' })).toEqual({ name: 'Name must be at least 2 characters' });
  });

  it('a phone, once given, cannot be removed; an account without one may stay without', async () => {
    expect(await errorsOf({ phone: '' }, true)).toEqual({
      phone: 'Phone number must be at least 10 characters',
    });
    expect(await errorsOf({ phone: '' }, false)).toEqual({});
  });

  it('sends only the profile fields that changed, trimmed', () => {
    expect(profileChanges(start, { ...start, name: ' Asha R. Rao ', email: 'asha@example.in ' })).toEqual({
      name: 'Asha R. Rao',
    });
    expect(profileChanges(start, { ...start, phone: '+91 90000 11111' })).toEqual({
      phone: '+91 90000 11111',
    });
    expect(profileChanges(start, start)).toEqual({});
  });

  it('sends all three toggles when any changed, and nothing when none did', () => {
    expect(preferenceChanges(start, start)).toBeNull();
    expect(preferenceChanges(start, { ...start, promotionalMessages: true })).toEqual({
      bookingConfirmations: true,
      chargingUpdates: true,
      promotionalMessages: true,
    });
  });
});
