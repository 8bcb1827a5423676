import { validateYupSchema, yupToFormErrors } from 'formik';
import * as yup from 'yup';
import { ACCOUNT_RULES, VEHICLE_RULES } from '@chargesetu/shared/contracts';
import { profileChanges, profileFieldValues } from './profile-fields';
import {
  confirmField,
  minimumField,
  optionalRuleField,
  REGISTER_CONFIRM_MESSAGES,
  ruleField,
} from './rule-fields';

// Validated the way Formik does it (empty strings become undefined first), so the messages are the ones users see.
async function errorsOf(schema: yup.AnyObjectSchema, values: Record<string, unknown>) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('rule fields (the contracts’ rules in Yup)', () => {
  const { username, password, phone } = ACCOUNT_RULES;
  const schema = yup.object({
    username: ruleField(username),
    password: ruleField(password, { keepSpaces: true, emptyMessage: password.tooShort }),
    phone: optionalRuleField(phone),
  });

  it('says the rule’s words: required, too short, too long (bytes for a password), invalid', async () => {
    expect(await errorsOf(schema, { username: '  ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password must be at least 6 characters',
    });
    expect(await errorsOf(schema, { username: 'abc', password: '₹'.repeat(25), phone: '12345' })).toEqual({
      username: 'Username must be at least 4 characters',
      password: 'Password must be at most 72 characters',
      phone: 'Phone number must be at least 10 characters',
    });
    expect(
      await errorsOf(schema, { username: 'asha rao', password: ' abcd ', phone: '98765-4321x' }),
    ).toEqual({
      username: 'Username may contain only letters, numbers, dots, hyphens and underscores',
      phone: 'Phone number may contain only digits, spaces, +, - and brackets',
    });
  });

  it('trims text as the service does, but keeps a password as typed', async () => {
    expect(await errorsOf(schema, { username: '  asha  ', password: '  ab  ' })).toEqual({});
  });

  it('checks a number written as text against its range', async () => {
    const capacity = yup.object({ batteryCapacity: optionalRuleField(VEHICLE_RULES.batteryCapacity) });
    expect(await errorsOf(capacity, { batteryCapacity: '1000.01' })).toEqual({
      batteryCapacity: 'Battery capacity must be a number of kWh, such as 40.5',
    });
    expect(await errorsOf(capacity, { batteryCapacity: '' })).toEqual({});
  });

  it('a minimum-only field and a confirmation say their own words', async () => {
    const signIn = yup.object({
      username: minimumField(username),
      password: minimumField(password, { keepSpaces: true }),
      confirm: confirmField(password, 'password', REGISTER_CONFIRM_MESSAGES),
    });
    expect(await errorsOf(signIn, { username: 'asha@example.in', password: 'secret1', confirm: '' })).toEqual(
      {
        confirm: 'Confirm password is required',
      },
    );
    expect(await errorsOf(signIn, { username: 'ash', password: 'secret1', confirm: 'secret2' })).toEqual({
      username: 'Username must be at least 4 characters',
      confirm: "Passwords don't match",
    });
  });
});

describe('profile changes', () => {
  it('sends only the fields that changed, trimmed', () => {
    const before = profileFieldValues({ name: 'Asha Rao', email: 'asha@example.in', phone: null });
    expect(before).toEqual({ name: 'Asha Rao', email: 'asha@example.in', phone: '' });
    expect(profileChanges(before, { ...before, name: ' Asha R. Rao ' })).toEqual({ name: 'Asha R. Rao' });
    expect(profileChanges(before, { ...before, email: 'asha@example.in ' })).toEqual({});
  });
});
